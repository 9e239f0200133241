import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db';
import { bearer } from './auth-helpers';
import { formData, pngFile, pngImage, sendForm, type FormFile } from './forms';

/** A request's two photos, as a phone's camera would send them. */
export async function identityPhotos(): Promise<{ documentPhoto: FormFile; selfie: FormFile }> {
  return { documentPhoto: pngFile(await pngImage({ width: 640, height: 400 })), selfie: pngFile(await pngImage({ width: 300, height: 400 })) };
}

export const nationalId = { documentType: 'national_id', documentNumber: '12345678' };

/** POST /api/me/verification with the given fields and files (a national ID and both photos when left out). */
export async function askToBeVerified(
  app: FastifyInstance,
  token: string,
  { fields = nationalId, files }: { fields?: Record<string, string | undefined>; files?: Record<string, FormFile> } = {},
) {
  return sendForm(app, 'POST', '/api/me/verification', token, formData(fields, files ?? (await identityPhotos())));
}

export function myVerification(app: FastifyInstance, token: string) {
  return app.inject({ method: 'GET', url: '/api/me/verification', headers: bearer(token) });
}

export function decide(app: FastifyInstance, token: string, id: string, decision: 'approve' | 'reject', reason?: string) {
  return app.inject({ method: 'PUT', url: `/api/admin/verifications/${id}/${decision}`, headers: bearer(token), payload: reason === undefined ? {} : { reason } });
}

export function adminList(app: FastifyInstance, token: string, query = '') {
  return app.inject({ method: 'GET', url: `/api/admin/verifications${query}`, headers: bearer(token) });
}

/** The id of the seller's latest request. */
export async function latestRequestId(db: Database, userId: string): Promise<string> {
  const row = await db.selectFrom('verification_requests').select('id').where('user_id', '=', userId).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
  return row.id;
}
