import { canMovePayment, toMpesaPhone, type PaymentStatus } from '@fundi/shared';
import { sql, type Updateable } from 'kysely';
import type { Database } from '../../db';
import type { Payments, PaymentCollections, PaymentTransfers } from '../../db/types';
import { tellPaymentStep } from './order-notices';
import { exactTime, exactTimeOrNull } from '../../lib/exact-time';

// All SQL of the held payment: the payment and its history, each attempt to collect it (money
// in), each attempt to pay it out or back (money out), raw callbacks and administrators' flags.
// Every write here runs in a transaction that already holds the order's row (lockOrder), the
// lock order of migration 0008.

type PaymentChanges = Omit<Updateable<Payments>, 'id' | 'order_id' | 'status' | 'created_at' | 'updated_at'>;

export type LockedPayment = {
  id: string;
  orderId: string;
  status: PaymentStatus;
  amountCents: number;
  feeCents: number;
  /** A split decision's share for the buyer (SPLITTING, SPLIT); null otherwise. */
  buyerShareCents: number | null;
  provider: string;
  phone: string | null;
  receipt: string | null;
  failedAttempts: number;
  releaseAt: string | null;
  nextAttemptAt: string | null;
  needsAdminSince: string | null;
};

export async function insertPayment(trx: Database, payment: { orderId: string; amountCents: number; provider: string; phone: string | null }) {
  const { id } = await trx
    .insertInto('payments')
    .values({ order_id: payment.orderId, amount_cents: payment.amountCents, status: 'AWAITING_PAYMENT', provider: payment.provider, provider_reference: '', phone: payment.phone })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('payment_events').values({ payment_id: id, status: 'AWAITING_PAYMENT', cause: 'booking' }).execute();
  return id;
}

/** The order's payment, locked until the transaction ends. */
export async function lockPaymentOfOrder(trx: Database, orderId: string): Promise<LockedPayment | undefined> {
  const row = await trx
    .selectFrom('payments')
    .select([
      'id',
      'order_id',
      'status',
      'amount_cents',
      'fee_cents',
      'buyer_share_cents',
      'provider',
      'phone',
      'receipt',
      'failed_attempts',
      exactTimeOrNull('release_at').as('release_at'),
      exactTimeOrNull('next_attempt_at').as('next_attempt_at'),
      exactTimeOrNull('needs_admin_since').as('needs_admin_since'),
    ])
    .where('order_id', '=', orderId)
    .forUpdate()
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      orderId: row.order_id,
      status: row.status as PaymentStatus,
      amountCents: row.amount_cents,
      feeCents: row.fee_cents,
      buyerShareCents: row.buyer_share_cents,
      provider: row.provider,
      phone: row.phone,
      receipt: row.receipt,
      failedAttempts: row.failed_attempts,
      releaseAt: row.release_at,
      nextAttemptAt: row.next_attempt_at,
      needsAdminSince: row.needs_admin_since,
    }
  );
}

/**
 * One step of the payment's state diagram (packages/shared/src/payments.ts), recorded with its
 * cause. A step the diagram does not have is a bug, never written.
 */
export async function movePayment(trx: Database, payment: LockedPayment, to: PaymentStatus, cause: string, changes: PaymentChanges = {}): Promise<void> {
  if (!canMovePayment(payment.status, to)) throw new Error(`Payment ${payment.id} cannot go from ${payment.status} to ${to}`);
  const moved = await trx
    .updateTable('payments')
    .set({ ...changes, status: to, updated_at: new Date() })
    .where('id', '=', payment.id)
    .where('status', '=', payment.status)
    .executeTakeFirst();
  if (moved.numUpdatedRows !== 1n) throw new Error(`Payment ${payment.id} was not ${payment.status}`);
  await trx.insertInto('payment_events').values({ payment_id: payment.id, status: to, cause }).execute();
  payment.status = to;
  await tellPaymentStep(trx, payment.orderId, to, cause);
}

/** Fields that change without a step (a receipt learnt late, the next attempt's time). */
export async function updatePayment(trx: Database, paymentId: string, changes: PaymentChanges): Promise<void> {
  await trx.updateTable('payments').set({ ...changes, updated_at: new Date() }).where('id', '=', paymentId).execute();
}

export function paymentEvents(db: Database, orderId: string) {
  return db
    .selectFrom('payment_events')
    .innerJoin('payments', 'payments.id', 'payment_events.payment_id')
    .select(['payment_events.status', exactTime('payment_events.created_at').as('at')])
    .where('payments.order_id', '=', orderId)
    .orderBy('payment_events.id')
    .execute();
}

// ---- Money in ----

type NewCollection = { paymentId: string; method: 'SIMULATED' | 'STK_PUSH'; status: 'SENDING' | 'PAID'; phone: string | null; amountCents: number; reference?: string };

export async function insertCollection(trx: Database, collection: NewCollection): Promise<string> {
  const { id } = await trx
    .insertInto('payment_collections')
    .values({
      payment_id: collection.paymentId,
      method: collection.method,
      status: collection.status,
      phone: collection.phone,
      amount_cents: collection.amountCents,
      reference: collection.reference ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

type CollectionChanges = Omit<Updateable<PaymentCollections>, 'id' | 'payment_id' | 'created_at' | 'updated_at'>;

export async function updateCollection(trx: Database, collectionId: string, changes: CollectionChanges): Promise<void> {
  await trx.updateTable('payment_collections').set({ ...changes, updated_at: new Date() }).where('id', '=', collectionId).execute();
}

export function findCollection(db: Database, collectionId: string) {
  return db.selectFrom('payment_collections').select(['amount_cents', 'phone']).where('id', '=', collectionId).executeTakeFirstOrThrow();
}

const collectionColumns = ['id', 'payment_id', 'status', 'phone', 'amount_cents', 'reference', 'receipt', 'created_at'] as const;

/** Which payment an STK push's CheckoutRequestID belongs to (unlocked: the order is locked first). */
export async function orderOfCollection(db: Database, reference: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('payment_collections')
    .innerJoin('payments', 'payments.id', 'payment_collections.payment_id')
    .select('payments.order_id')
    .where('payment_collections.reference', '=', reference)
    .executeTakeFirst();
  return row?.order_id;
}

export function lockCollection(trx: Database, reference: string) {
  return trx.selectFrom('payment_collections').select(collectionColumns).where('reference', '=', reference).forUpdate().executeTakeFirst();
}

/** The payment's newest attempt to collect. */
export function latestCollection(trx: Database, paymentId: string) {
  return trx.selectFrom('payment_collections').select(collectionColumns).where('payment_id', '=', paymentId).orderBy('created_at', 'desc').limit(1).executeTakeFirst();
}

/**
 * Pushes due a status query, each leased for `leaseSeconds` (its next query moved on) by one
 * statement that skips rows another instance is leasing: each push is asked about by one.
 */
export async function leaseDueQueries(db: Database, { now, leaseSeconds, limit }: { now: Date; leaseSeconds: number; limit: number }) {
  return db
    .updateTable('payment_collections')
    .set({ next_query_at: new Date(now.getTime() + leaseSeconds * 1000) })
    .where(
      'id',
      'in',
      db
        .selectFrom('payment_collections')
        .select('id')
        .where('status', '=', 'SENT')
        .where('next_query_at', '<=', now)
        .orderBy('next_query_at')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'reference', exactTimeOrNull('query_until').as('query_until')])
    .execute();
}

// ---- Money out ----

type TransferKind = 'PAYOUT' | 'REFUND' | 'RETURN';
type NewTransfer = {
  paymentId: string;
  kind: TransferKind;
  method: 'SIMULATED' | 'B2C' | 'REVERSAL';
  originatorConversationId: string;
  amountCents: number;
  phone: string | null;
  collectionId?: string;
};

export async function insertTransfer(trx: Database, transfer: NewTransfer): Promise<string> {
  const { id } = await trx
    .insertInto('payment_transfers')
    .values({
      payment_id: transfer.paymentId,
      collection_id: transfer.collectionId ?? null,
      kind: transfer.kind,
      method: transfer.method,
      status: 'SENDING',
      originator_conversation_id: transfer.originatorConversationId,
      amount_cents: transfer.amountCents,
      phone: transfer.phone,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

type TransferChanges = Omit<Updateable<PaymentTransfers>, 'id' | 'payment_id' | 'created_at' | 'updated_at'>;

export async function updateTransfer(trx: Database, transferId: string, changes: TransferChanges): Promise<void> {
  await trx.updateTable('payment_transfers').set({ ...changes, updated_at: new Date() }).where('id', '=', transferId).execute();
}

const transferColumns = ['id', 'payment_id', 'collection_id', 'kind', 'method', 'status', 'amount_cents', 'originator_conversation_id'] as const;

/** A result names our OriginatorConversationID (B2C) or only Daraja's ConversationID (reversal). */
export async function orderOfTransfer(db: Database, ids: { originatorConversationId: string; conversationId: string }): Promise<string | undefined> {
  const row = await db
    .selectFrom('payment_transfers')
    .innerJoin('payments', 'payments.id', 'payment_transfers.payment_id')
    .select('payments.order_id')
    .where((eb) =>
      eb.or([eb('payment_transfers.originator_conversation_id', '=', ids.originatorConversationId), eb('payment_transfers.conversation_id', '=', ids.conversationId)]),
    )
    .executeTakeFirst();
  return row?.order_id;
}

export function lockTransfer(trx: Database, ids: { originatorConversationId: string; conversationId: string }) {
  return trx
    .selectFrom('payment_transfers')
    .select(transferColumns)
    .where((eb) => eb.or([eb('originator_conversation_id', '=', ids.originatorConversationId), eb('conversation_id', '=', ids.conversationId)]))
    .forUpdate()
    .executeTakeFirst();
}

/** A payout or refund attempt of the payment still under way (or of unknown fate). */
export function openTransfer(trx: Database, paymentId: string) {
  return trx
    .selectFrom('payment_transfers')
    .select(transferColumns)
    .where('payment_id', '=', paymentId)
    .where('kind', 'in', ['PAYOUT', 'REFUND'])
    .where('status', 'in', ['SENDING', 'SENT', 'UNKNOWN'])
    .executeTakeFirst();
}

/** Which of the payment's payout and refund went through (a split has one of each). */
export async function succeededTransferKinds(trx: Database, paymentId: string): Promise<Set<'PAYOUT' | 'REFUND'>> {
  const rows = await trx
    .selectFrom('payment_transfers')
    .select('kind')
    .distinct()
    .where('payment_id', '=', paymentId)
    .where('kind', 'in', ['PAYOUT', 'REFUND'])
    .where('status', '=', 'SUCCEEDED')
    .execute();
  return new Set(rows.map((row) => row.kind as 'PAYOUT' | 'REFUND'));
}

export async function originatorIdOfTransfer(db: Database, transferId: string): Promise<string> {
  const row = await db.selectFrom('payment_transfers').select('originator_conversation_id').where('id', '=', transferId).executeTakeFirstOrThrow();
  return row.originator_conversation_id;
}

/** Second payments of the order written to be sent back (RETURN attempts not yet sent), with the receipt to reverse. */
export function returnsToSend(db: Database, orderId: string) {
  return db
    .selectFrom('payment_transfers')
    .innerJoin('payments', 'payments.id', 'payment_transfers.payment_id')
    .innerJoin('payment_collections', 'payment_collections.id', 'payment_transfers.collection_id')
    .select([
      'payment_transfers.id as transferId',
      'payment_transfers.method',
      'payment_transfers.amount_cents as amountCents',
      'payment_transfers.phone',
      'payment_transfers.originator_conversation_id as originatorConversationId',
      'payment_collections.receipt',
    ])
    .where('payments.order_id', '=', orderId)
    .where('payment_transfers.kind', '=', 'RETURN')
    .where('payment_transfers.status', '=', 'SENDING')
    .execute();
}

/** Attempts stuck in SENDING since before `before`: the process died between writing and sending. */
export function staleSendingTransfers(db: Database, before: Date) {
  return db
    .selectFrom('payment_transfers')
    .innerJoin('payments', 'payments.id', 'payment_transfers.payment_id')
    .select(['payment_transfers.id', 'payments.order_id'])
    .where('payment_transfers.status', '=', 'SENDING')
    .where('payment_transfers.created_at', '<', before)
    .limit(20)
    .execute();
}

// ---- What the workers look for (each then locks the order, skipping one another holds) ----

export async function unpaidOrdersBookedBefore(db: Database, before: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .select('payments.order_id')
    .where('payments.status', 'in', ['AWAITING_PAYMENT', 'FAILED'])
    .where('payments.created_at', '<=', before)
    .where('orders.status', 'in', ['PENDING', 'ACCEPTED'])
    .orderBy('payments.created_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.order_id);
}

export async function ordersDueRelease(db: Database, now: Date, limit: number): Promise<string[]> {
  const rows = await db.selectFrom('payments').select('order_id').where('status', '=', 'HELD').where('release_at', '<=', now).orderBy('release_at').limit(limit).execute();
  return rows.map((row) => row.order_id);
}

export async function ordersDueTransfer(db: Database, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('payments')
    .select('order_id')
    .where('status', 'in', ['RELEASING', 'REFUNDING', 'SPLITTING'])
    .where('next_attempt_at', '<=', now)
    .where('needs_admin_since', 'is', null)
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.order_id);
}

// ---- Callbacks and flags ----

export async function storeCallback(db: Database, callback: { kind: string; body: unknown; reference: string | null }): Promise<number> {
  const { id } = await db
    .insertInto('mpesa_callbacks')
    .values({ kind: callback.kind, body: JSON.stringify(callback.body ?? null), reference: callback.reference })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function setCallbackOutcome(db: Database, callbackId: number, outcome: string): Promise<void> {
  await db.updateTable('mpesa_callbacks').set({ outcome }).where('id', '=', callbackId).execute();
}

/** Takes an unmatched callback to apply it; false when another request took it first. */
export async function claimUnmatchedCallback(db: Database, callbackId: number): Promise<boolean> {
  const claimed = await db.updateTable('mpesa_callbacks').set({ outcome: 'received' }).where('id', '=', callbackId).where('outcome', '=', 'unmatched').executeTakeFirst();
  return claimed.numUpdatedRows === 1n;
}

/** Callbacks that arrived before we had written down what they name. */
export function unmatchedCallbacks(db: Database, reference: string) {
  return db.selectFrom('mpesa_callbacks').select(['id', 'kind', 'body']).where('reference', '=', reference).where('outcome', '=', 'unmatched').orderBy('id').execute();
}

export async function flagForAdmin(trx: Database, flag: { paymentId?: string; callbackId?: number; reason: string }): Promise<void> {
  await trx.insertInto('payment_flags').values({ payment_id: flag.paymentId ?? null, callback_id: flag.callbackId ?? null, reason: flag.reason }).execute();
}

// ---- Totals ----

/**
 * Totals in cents: held, on the way and paid out to a seller; held and refunded for a buyer. A
 * split dispute counts the seller's share (less the fee) as theirs and the buyer's as refunded.
 */
export async function paymentTotals(db: Database, userId: string) {
  const rows = await db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .select([
      'payments.status',
      (eb) => eb.fn.sum<string>(sql`payments.amount_cents - payments.fee_cents - coalesce(payments.buyer_share_cents, 0)`).as('net'),
      (eb) => eb.fn.sum<string>('payments.amount_cents').as('total'),
      (eb) => eb.fn.sum<string>(sql`coalesce(payments.buyer_share_cents, 0)`).as('buyerShare'),
    ])
    .select((eb) => eb.case().when('orders.seller_id', '=', userId).then('seller').else('buyer').end().as('side'))
    .where((eb) => eb.or([eb('orders.seller_id', '=', userId), eb('orders.buyer_id', '=', userId)]))
    .groupBy(['payments.status', 'side'])
    .execute();
  const sum = (side: string, statuses: PaymentStatus[], column: 'net' | 'total' | 'buyerShare') =>
    rows.filter((row) => row.side === side && statuses.includes(row.status as PaymentStatus)).reduce((total, row) => total + Number(row[column] ?? 0), 0);
  return {
    asSeller: {
      held: sum('seller', ['HELD', 'DISPUTED'], 'net'),
      releasing: sum('seller', ['RELEASING', 'SPLITTING'], 'net'),
      released: sum('seller', ['RELEASED', 'SPLIT'], 'net'),
    },
    asBuyer: {
      held: sum('buyer', ['HELD', 'RELEASING', 'DISPUTED', 'SPLITTING'], 'total'),
      refunded: sum('buyer', ['REFUNDED'], 'total') + sum('buyer', ['SPLIT'], 'buyerShare'),
    },
  };
}

async function accountPhone(db: Database, userId: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirst();
  return row?.phone ?? null;
}

/** The account's phone as M-Pesa takes it (`2547...`), or null when it has none or it is not a Kenyan mobile. */
export async function accountMpesaPhone(db: Database, userId: string): Promise<string | null> {
  return toMpesaPhone((await accountPhone(db, userId)) ?? '') ?? null;
}
