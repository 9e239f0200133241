import {
  VERIFICATION_PHOTOS_KEPT_DAYS,
  verificationRequest,
  type AdminVerification,
  type DocumentType,
  type MyVerification,
} from '@fundi/shared';
import type { Database } from '../../db';
import { recordAdminAction } from '../../lib/admin-actions';
import { AppError } from '../../lib/app-error';
import { toApiTime, toExactIso } from '../../lib/exact-time';
import { decodeCursor, encodeCursor, invalidCursorError } from '../../lib/keyset-cursor';
import { parseWith } from '../../lib/multipart-form';
import { reencodePhoto } from '../../lib/photos';
import { isSellerRole } from '../../lib/users/api-user';
import { photoPath } from '../../lib/users/photo-path';
import {
  erasePhotosDecidedBefore,
  erasePhotosOfClosedAccounts,
  findAccount,
  findConsoleRow,
  insertRequest,
  latestRequestOf,
  listConsoleRows,
  lockRequest,
  readPhoto,
  recordDecision,
  type ConsoleRow,
  type DecidedStatus,
  type PhotoKind,
  type RequestStatus,
} from './verification.repository';

// A seller's identity check (docs/decisions/0049-trust-and-administrators.md): the seller sends
// a document's number, its photo and a selfie; an administrator approves (the Verified badge)
// or rejects with a reason the seller reads, who may then ask again. The photos live only in
// verification_requests, are read only through the console, and are erased
// VERIFICATION_PHOTOS_KEPT_DAYS after the decision. Neither the number nor the photos are ever
// logged.

/** What an approval without a note is recorded with. */
const DEFAULT_APPROVAL_REASON = 'Documents checked';
const DAY_MS = 24 * 60 * 60 * 1000;
/** The unique index that keeps one request waiting per seller (migration 0018). */
const ONE_PENDING_INDEX = 'verification_requests_one_pending_idx';

type LatestRequest = NonNullable<Awaited<ReturnType<typeof latestRequestOf>>>;

function toMyVerification(request: LatestRequest | undefined): MyVerification {
  if (!request) return { status: 'NONE', reason: null, documentType: null, submittedAt: null, decidedAt: null };
  const status = request.status as RequestStatus;
  return {
    status,
    // An approval's note is the administrators' record; only a refusal's reason is the seller's to read.
    reason: status === 'REJECTED' ? request.reason : null,
    documentType: request.document_type as DocumentType,
    submittedAt: toApiTime(request.created_at),
    decidedAt: request.decided_at ? toApiTime(request.decided_at) : null,
  };
}

/** GET /api/me/verification: the caller's latest request, or NONE. */
export async function myVerification(db: Database, userId: string): Promise<MyVerification> {
  return toMyVerification(await latestRequestOf(db, userId));
}

/**
 * POST /api/me/verification. The cheap refusals come first (who is asking, what is already
 * there), then the form, then the photos' re-encoding: the slow part runs only for a request
 * that can be stored. Two requests racing past the check meet the one-pending index instead.
 */
export async function requestVerification(
  db: Database,
  userId: string,
  readForm: () => Promise<{ input: unknown; files: Record<string, Buffer[]> }>,
): Promise<MyVerification> {
  const account = await findAccount(db, userId);
  if (!account) throw new AppError('unauthenticated', 'INVALID_TOKEN');
  if (!isSellerRole(account.role)) throw new AppError('forbidden', 'VERIFICATION_SELLERS_ONLY');
  if (account.verified_at) throw new AppError('conflict', 'VERIFICATION_ALREADY_APPROVED');
  if ((await latestRequestOf(db, userId))?.status === 'PENDING') throw new AppError('conflict', 'VERIFICATION_ALREADY_PENDING');

  const form = await readForm();
  const fields = parseWith(verificationRequest, form.input);
  const [documentPhoto] = form.files.documentPhoto ?? [];
  const [selfie] = form.files.selfie ?? [];
  if (!documentPhoto) throw new AppError('invalid', 'VERIFICATION_DOCUMENT_PHOTO_REQUIRED');
  if (!selfie) throw new AppError('invalid', 'VERIFICATION_SELFIE_REQUIRED');
  // One after the other: two sharp jobs from one request would take two of libuv's four threads.
  const storedDocument = await reencodePhoto(documentPhoto);
  const storedSelfie = await reencodePhoto(selfie);

  const inserted = await insertRequest(db, {
    userId,
    documentType: fields.documentType,
    documentNumber: fields.documentNumber,
    documentPhoto: storedDocument.bytes,
    selfie: storedSelfie.bytes,
  }).catch((error: unknown) => {
    const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
    if (code === '23505' && constraint === ONE_PENDING_INDEX) throw new AppError('conflict', 'VERIFICATION_ALREADY_PENDING');
    throw error;
  });
  return toMyVerification(inserted);
}

const consolePhotoPath = (id: string, kind: PhotoKind) => `/api/admin/verifications/${id}/${kind === 'documentPhoto' ? 'document-photo' : 'selfie'}`;

function toAdminVerification(row: ConsoleRow): AdminVerification {
  return {
    id: row.id,
    status: row.status as RequestStatus,
    documentType: row.document_type as DocumentType,
    documentNumber: row.document_number,
    submittedAt: toApiTime(row.created_at),
    decidedAt: row.decided_at ? toApiTime(row.decided_at) : null,
    decidedBy: row.admin_id ? { id: row.admin_id, name: row.admin_name ?? '' } : null,
    reason: row.reason,
    seller: {
      id: row.seller_id,
      name: row.seller_name,
      email: row.seller_email,
      phone: row.seller_phone,
      location: row.seller_location,
      profilePhoto: photoPath(row.seller_photo_id),
    },
    documentPhoto: row.has_document_photo ? consolePhotoPath(row.id, 'documentPhoto') : null,
    selfie: row.has_selfie ? consolePhotoPath(row.id, 'selfie') : null,
  };
}

/** GET /api/admin/verifications: a page of one status (see listConsoleRows for the order). */
export async function listVerifications(
  db: Database,
  { status, limit, cursor }: { status: RequestStatus; limit: number; cursor?: string },
): Promise<{ verifications: AdminVerification[]; nextCursor: string | null }> {
  const after = cursor ? decodeCursor(cursor) : undefined;
  if (cursor && !after) throw invalidCursorError();
  const rows = await listConsoleRows(db, status, limit + 1, after);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const lastTime = last && (status === 'PENDING' ? last.created_at : last.decided_at);
  return {
    verifications: page.map(toAdminVerification),
    nextCursor: rows.length > limit && last && lastTime ? encodeCursor({ createdAt: toExactIso(lastTime), id: last.id }) : null,
  };
}

/**
 * PUT /api/admin/verifications/{id}/approve|reject: the decision, the account's verified_at
 * (on approval) and the administrator's record, in one transaction under the request's lock.
 */
export async function decideVerification(
  db: Database,
  { id, adminId, status, reason }: { id: string; adminId: string; status: DecidedStatus; reason?: string },
): Promise<AdminVerification> {
  const recordedReason = reason ?? DEFAULT_APPROVAL_REASON;
  const row = await db.transaction().execute(async (trx) => {
    const request = await lockRequest(trx, id);
    if (!request) throw new AppError('not-found', 'VERIFICATION_NOT_FOUND');
    if (request.status !== 'PENDING') throw new AppError('conflict', 'VERIFICATION_ALREADY_DECIDED');
    await recordDecision(trx, { id, userId: request.user_id, status, reason: recordedReason, adminId, at: new Date() });
    await recordAdminAction(trx, {
      adminId,
      action: status === 'APPROVED' ? 'approve-verification' : 'reject-verification',
      subjectType: 'verification',
      subjectId: id,
      reason: recordedReason,
      // Never the document's number: the record outlives the request's photos.
      details: { userId: request.user_id, documentType: request.document_type },
    });
    return findConsoleRow(trx, id);
  });
  return toAdminVerification(row);
}

/** A photo of a request for the console; 404 for an unknown request, and once erased. */
export async function verificationPhoto(db: Database, id: string, kind: PhotoKind): Promise<Buffer> {
  const bytes = await readPhoto(db, id, kind);
  if (bytes === undefined) throw new AppError('not-found', 'VERIFICATION_NOT_FOUND');
  if (bytes === null) throw new AppError('not-found', 'PHOTO_NOT_FOUND');
  return bytes;
}

/**
 * Erases what is due at `now`: the photos of requests decided more than
 * VERIFICATION_PHOTOS_KEPT_DAYS ago, and those of closed accounts. The number, status and
 * dates stay: they are the record of the decision.
 */
export async function eraseDuePhotos(db: Database, now: Date): Promise<{ erased: number }> {
  const decidedBefore = new Date(now.getTime() - VERIFICATION_PHOTOS_KEPT_DAYS * DAY_MS);
  const afterDecision = await erasePhotosDecidedBefore(db, decidedBefore, now);
  const ofClosedAccounts = await erasePhotosOfClosedAccounts(db, now);
  return { erased: afterDecision + ofClosedAccounts };
}
