import type { DocumentType } from '@fundi/shared';
import { sql } from 'kysely';
import type { Database } from '../../db';
import { exactTime, exactTimeOrNull } from '../../lib/exact-time';
import type { KeysetPosition } from '../../lib/keyset-cursor';

export type RequestStatus = 'PENDING' | 'APPROVED' | 'REJECTED';
export type DecidedStatus = Exclude<RequestStatus, 'PENDING'>;
export type PhotoKind = 'documentPhoto' | 'selfie';

/** Who may ask, and whether they already are verified. */
export function findAccount(db: Database, userId: string) {
  return db.selectFrom('users').select(['role', 'verified_at']).where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
}

/** The caller's latest request, without its photos or number: what the seller sees. */
export function latestRequestOf(db: Database, userId: string) {
  return db
    .selectFrom('verification_requests')
    .select(['status', 'reason', 'document_type', exactTime('created_at').as('created_at'), exactTimeOrNull('decided_at').as('decided_at')])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export type NewRequest = { userId: string; documentType: DocumentType; documentNumber: string; documentPhoto: Buffer; selfie: Buffer };

export function insertRequest(db: Database, request: NewRequest) {
  return db
    .insertInto('verification_requests')
    .values({
      user_id: request.userId,
      document_type: request.documentType,
      document_number: request.documentNumber,
      document_photo: request.documentPhoto,
      selfie: request.selfie,
    })
    .returning(['status', 'reason', 'document_type', exactTime('created_at').as('created_at'), exactTimeOrNull('decided_at').as('decided_at')])
    .executeTakeFirstOrThrow();
}

/**
 * The request's row, locked until the transaction ends: of two administrators deciding at
 * once, the second waits here and then sees the first one's decision. A closed account's
 * request is not there to decide.
 */
export function lockRequest(trx: Database, id: string) {
  return trx
    .selectFrom('verification_requests')
    .innerJoin('users', 'users.id', 'verification_requests.user_id')
    .select(['verification_requests.id', 'verification_requests.user_id', 'verification_requests.status', 'verification_requests.document_type'])
    .where('verification_requests.id', '=', id)
    .where('users.deleted_at', 'is', null)
    .forUpdate('verification_requests')
    .executeTakeFirst();
}

export async function recordDecision(
  trx: Database,
  { id, userId, status, reason, adminId, at }: { id: string; userId: string; status: DecidedStatus; reason: string; adminId: string; at: Date },
): Promise<void> {
  await trx.updateTable('verification_requests').set({ status, reason, decided_by: adminId, decided_at: at }).where('id', '=', id).execute();
  // The catalogue's Verified badge reads this column (migration 0018 moves the catalogue's version with it).
  if (status === 'APPROVED') await trx.updateTable('users').set({ verified_at: at, updated_at: at }).where('id', '=', userId).execute();
}

/** Requests as the console lists them: the seller's account and the deciding administrator, never the photos' bytes. */
function consoleRows(db: Database) {
  return db
    .selectFrom('verification_requests as request')
    .innerJoin('users as seller', 'seller.id', 'request.user_id')
    .leftJoin('users as admin', 'admin.id', 'request.decided_by')
    .select([
      'request.id',
      'request.status',
      'request.document_type',
      'request.document_number',
      'request.reason',
      exactTime('request.created_at').as('created_at'),
      exactTimeOrNull('request.decided_at').as('decided_at'),
      sql<boolean>`request.document_photo IS NOT NULL`.as('has_document_photo'),
      sql<boolean>`request.selfie IS NOT NULL`.as('has_selfie'),
      'seller.id as seller_id',
      'seller.name as seller_name',
      'seller.email as seller_email',
      'seller.phone as seller_phone',
      'seller.location as seller_location',
      'seller.profile_photo_id as seller_photo_id',
      'admin.id as admin_id',
      'admin.name as admin_name',
    ])
    .where('seller.deleted_at', 'is', null);
}

export type ConsoleRow = Awaited<ReturnType<typeof findConsoleRow>>;

export function findConsoleRow(db: Database, id: string) {
  return consoleRows(db).where('request.id', '=', id).executeTakeFirstOrThrow();
}

/**
 * The queue oldest first (who waited longest is checked first); decided requests newest
 * decision first. `after` is the last row shown: its created_at in the queue, its decided_at
 * otherwise.
 */
export function listConsoleRows(db: Database, status: RequestStatus, limit: number, after?: KeysetPosition) {
  let query = consoleRows(db).where('request.status', '=', status);
  if (status === 'PENDING') {
    if (after) query = query.where(sql<boolean>`(request.created_at, request.id) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`);
    return query.orderBy('request.created_at', 'asc').orderBy('request.id', 'asc').limit(limit).execute();
  }
  if (after) query = query.where(sql<boolean>`(request.decided_at, request.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`);
  return query.orderBy('request.decided_at', 'desc').orderBy('request.id', 'desc').limit(limit).execute();
}

/** One photo's bytes; undefined for an unknown request, null once erased. */
export async function readPhoto(db: Database, id: string, kind: PhotoKind): Promise<Buffer | null | undefined> {
  const column = kind === 'documentPhoto' ? 'document_photo' : 'selfie';
  const row = await db.selectFrom('verification_requests').select(column).where('id', '=', id).executeTakeFirst();
  return row ? row[column] : undefined;
}

/** Erases the photos of requests decided before `decidedBefore`; returns how many. */
export async function erasePhotosDecidedBefore(db: Database, decidedBefore: Date, now: Date): Promise<number> {
  const erased = await db
    .updateTable('verification_requests')
    .set({ document_photo: null, selfie: null, photos_erased_at: now })
    .where('photos_erased_at', 'is', null)
    .where('decided_at', 'is not', null)
    .where('decided_at', '<', decidedBefore)
    .executeTakeFirst();
  return Number(erased.numUpdatedRows);
}

/** Erases the photos of closed accounts' requests, whatever their state: closing erases a person's data. */
export async function erasePhotosOfClosedAccounts(db: Database, now: Date): Promise<number> {
  const erased = await db
    .updateTable('verification_requests')
    .set({ document_photo: null, selfie: null, photos_erased_at: now })
    .where('photos_erased_at', 'is', null)
    .where('user_id', 'in', (users) => users.selectFrom('users').select('id').where('deleted_at', 'is not', null))
    .executeTakeFirst();
  return Number(erased.numUpdatedRows);
}
