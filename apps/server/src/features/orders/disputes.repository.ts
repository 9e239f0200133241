import { sql } from 'kysely';
import type { Database } from '../../db';
import { exactTime, exactTimeOrNull } from '../../lib/exact-time';
import type { KeysetPosition } from '../../lib/keyset-cursor';

// All SQL of disputes (docs/decisions/0049-trust-and-administrators.md): the buyer's report, each
// side's statements, the evidence photos (kept here, never in photos, which /uploads serves to
// anyone) and the administrator's decision. Writes run in a transaction that already holds the
// order's row (lockOrder): the order is locked first, then its dispute.

/** A dispute with everything either side or the console shows of it, one row per dispute. */
function selectDisputes(db: Database) {
  return db
    .selectFrom('disputes')
    .innerJoin('orders', 'orders.id', 'disputes.order_id')
    .innerJoin('payments', 'payments.order_id', 'disputes.order_id')
    .innerJoin('users as buyer', 'buyer.id', 'orders.buyer_id')
    .innerJoin('users as seller', 'seller.id', 'orders.seller_id')
    .leftJoin('users as decider', 'decider.id', 'disputes.decided_by')
    .select([
      'disputes.id',
      'disputes.order_id',
      'disputes.reason',
      'disputes.description',
      'disputes.status',
      'disputes.outcome',
      'disputes.buyer_amount_cents',
      'disputes.seller_amount_cents',
      'disputes.decision_reason',
      exactTime('disputes.created_at').as('created_at'),
      exactTimeOrNull('disputes.decided_at').as('decided_at'),
      'disputes.decided_by',
      'decider.name as decided_by_name',
      'orders.service_title',
      'orders.booking_date',
      'orders.status as order_status',
      'orders.buyer_id',
      'orders.seller_id',
      'buyer.name as buyer_name',
      'buyer.email as buyer_email',
      'buyer.phone as buyer_phone',
      'seller.name as seller_name',
      'seller.email as seller_email',
      'seller.phone as seller_phone',
      'payments.status as payment_status',
      'payments.amount_cents',
      'payments.fee_cents',
      'payments.receipt',
    ]);
}
export type DisputeRow = Awaited<ReturnType<ReturnType<typeof selectDisputes>['executeTakeFirstOrThrow']>>;

export function findDisputeOfOrder(db: Database, orderId: string) {
  return selectDisputes(db).where('disputes.order_id', '=', orderId).executeTakeFirst();
}

export function findDispute(db: Database, disputeId: string) {
  return selectDisputes(db).where('disputes.id', '=', disputeId).executeTakeFirst();
}

/**
 * A page of the console's list: open disputes oldest first (the queue, in the order they came),
 * decided ones newest first, each continuing after `after`.
 */
export function listDisputes(db: Database, { status, limit, after }: { status: 'OPEN' | 'DECIDED'; limit: number; after?: KeysetPosition }) {
  const direction = status === 'OPEN' ? 'asc' : 'desc';
  let query = selectDisputes(db).where('disputes.status', '=', status);
  if (after) {
    query = query.where(
      status === 'OPEN'
        ? sql<boolean>`(disputes.created_at, disputes.id) > (${after.createdAt}, ${after.id})`
        : sql<boolean>`(disputes.created_at, disputes.id) < (${after.createdAt}, ${after.id})`,
    );
  }
  return query.orderBy('disputes.created_at', direction).orderBy('disputes.id', direction).limit(limit).execute();
}

/** Each side's statements of these disputes, oldest first, with their author's name. */
export function statementsOf(db: Database, disputeIds: string[]) {
  if (disputeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('dispute_statements')
    .leftJoin('users', 'users.id', 'dispute_statements.author_id')
    .select(['dispute_statements.id', 'dispute_statements.dispute_id', 'dispute_statements.author_id', 'users.name as author_name', 'dispute_statements.text'])
    .select(exactTime('dispute_statements.created_at').as('created_at'))
    .where('dispute_statements.dispute_id', 'in', disputeIds)
    .orderBy('dispute_statements.created_at')
    .orderBy('dispute_statements.id')
    .execute();
}

/** The ids of these disputes' photos (never their bytes): the report's have no statement. */
export function photosOf(db: Database, disputeIds: string[]) {
  if (disputeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('dispute_photos')
    .select(['id', 'dispute_id', 'statement_id'])
    .where('dispute_id', 'in', disputeIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** One photo's bytes with the two people of its order, who may see it (and administrators). */
export function findDisputePhoto(db: Database, { disputeId, photoId }: { disputeId: string; photoId: string }) {
  return db
    .selectFrom('dispute_photos')
    .innerJoin('disputes', 'disputes.id', 'dispute_photos.dispute_id')
    .innerJoin('orders', 'orders.id', 'disputes.order_id')
    .select(['dispute_photos.bytes', 'orders.buyer_id', 'orders.seller_id'])
    .where('dispute_photos.id', '=', photoId)
    .where('dispute_photos.dispute_id', '=', disputeId)
    .executeTakeFirst();
}

/** The order a dispute is about (unlocked: the order is locked first, then the dispute). */
export async function orderIdOfDispute(db: Database, disputeId: string): Promise<string | undefined> {
  const row = await db.selectFrom('disputes').select('order_id').where('id', '=', disputeId).executeTakeFirst();
  return row?.order_id;
}

/** The order's dispute, locked until the transaction ends. */
export function lockDisputeOfOrder(trx: Database, orderId: string) {
  return trx.selectFrom('disputes').select(['id', 'status']).where('order_id', '=', orderId).forUpdate().executeTakeFirst();
}

export async function insertDispute(trx: Database, dispute: { orderId: string; reason: string; description: string }): Promise<string> {
  const { id } = await trx
    .insertInto('disputes')
    .values({ order_id: dispute.orderId, reason: dispute.reason, description: dispute.description })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function insertStatement(trx: Database, statement: { disputeId: string; authorId: string; text: string }): Promise<string> {
  const { id } = await trx
    .insertInto('dispute_statements')
    .values({ dispute_id: statement.disputeId, author_id: statement.authorId, text: statement.text })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

type StoredPhoto = { bytes: Buffer; width: number; height: number };

/** Evidence of the report (no statement) or of one statement, in the order it was sent. */
export async function insertPhotos(
  trx: Database,
  { disputeId, statementId, authorId, photos }: { disputeId: string; statementId: string | null; authorId: string; photos: StoredPhoto[] },
): Promise<void> {
  // The clock, not the transaction's start (now()): their times order them as sent.
  for (const photo of photos) {
    await trx
      .insertInto('dispute_photos')
      .values({
        dispute_id: disputeId,
        statement_id: statementId,
        author_id: authorId,
        bytes: photo.bytes,
        width: photo.width,
        height: photo.height,
        created_at: sql`clock_timestamp()`,
      })
      .execute();
  }
}

type Decision = { outcome: string; buyerAmountCents: number; sellerAmountCents: number; reason: string; adminId: string };

export async function recordDecision(trx: Database, disputeId: string, decision: Decision): Promise<void> {
  await trx
    .updateTable('disputes')
    .set({
      status: 'DECIDED',
      outcome: decision.outcome,
      buyer_amount_cents: decision.buyerAmountCents,
      seller_amount_cents: decision.sellerAmountCents,
      decision_reason: decision.reason,
      decided_by: decision.adminId,
      decided_at: new Date(),
    })
    .where('id', '=', disputeId)
    .execute();
}
