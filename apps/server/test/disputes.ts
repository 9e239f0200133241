import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../src/db';
import { bearer } from './auth-helpers';
import { formData, pngFile, pngImage, sendForm, type FormFile } from './forms';
import { act, book, createBuyer, createSeller } from './marketplace';

// Disputes through the API (docs/decisions/0049-trust-and-administrators.md): a completed job,
// the buyer's report, each side's statements, the administrator's decision.

/** Evidence photos as a phone sends them. */
export async function evidencePhotos(count: number): Promise<FormFile[]> {
  return Promise.all(Array.from({ length: count }, (_, index) => pngImage({ width: 200 + index, height: 150 }).then(pngFile)));
}

function withPhotos(fields: Record<string, string | undefined>, photos: FormFile[]): FormData {
  const form = formData(fields);
  for (const photo of photos) form.append('photos', new Blob([new Uint8Array(photo.bytes)], { type: photo.type }), photo.filename);
  return form;
}

export const aReport = { reason: 'poor_work', description: 'The tap still leaks after the repair.' };

/** POST /api/orders/{id}/dispute as a form, with `photos` file parts. */
export function reportProblem(app: FastifyInstance, token: string, orderId: string, fields: Record<string, string | undefined> = aReport, photos: FormFile[] = []) {
  return sendForm(app, 'POST', `/api/orders/${orderId}/dispute`, token, withPhotos(fields, photos));
}

export function addStatement(app: FastifyInstance, token: string, orderId: string, text: string, photos: FormFile[] = []) {
  return sendForm(app, 'POST', `/api/orders/${orderId}/dispute/statements`, token, withPhotos({ text }, photos));
}

export function disputeOf(app: FastifyInstance, token: string, orderId: string) {
  return app.inject({ method: 'GET', url: `/api/orders/${orderId}/dispute`, headers: bearer(token) });
}

export function decide(app: FastifyInstance, adminToken: string, disputeId: string, decision: { outcome: string; buyerAmount?: number | string; reason?: string }) {
  return app.inject({ method: 'PUT', url: `/api/admin/disputes/${disputeId}/decide`, headers: bearer(adminToken), payload: { reason: 'Both sides heard', ...decision } });
}

/** A job done and completed with the simulated provider: its money HELD, waiting for the buyer. */
export async function completedJob(app: FastifyInstance, db: Database, { priceKsh = 1500 } = {}) {
  const seller = await createSeller(app, db, { priceKsh, title: `Disputed job ${Math.random().toString(36).slice(2, 8)}` });
  const buyer = await createBuyer(app);
  const booked = await book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id });
  expect(booked.statusCode).toBe(201);
  const orderId = booked.json().order.id as string;
  for (const step of ['accept', 'start', 'complete']) expect((await act(app, seller.accessToken, orderId, step)).statusCode).toBe(200);
  return { seller, buyer, orderId };
}

/** A completed job whose buyer has reported a problem; returns the dispute's id too. */
export async function disputedJob(app: FastifyInstance, db: Database, options: { priceKsh?: number } = {}) {
  const job = await completedJob(app, db, options);
  const reported = await reportProblem(app, job.buyer.accessToken, job.orderId);
  expect(reported.statusCode, reported.body).toBe(201);
  return { ...job, disputeId: reported.json().dispute.id as string };
}
