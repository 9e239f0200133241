import type { Database } from '../../db';

// The SQL of payments waiting for an administrator (payments-admin.service.ts): payouts and
// refunds the server stopped trying (three failures, or an attempt whose fate is unknown), and
// the flags raised about money. Writes run in a transaction holding the order's row
// (lockOrder), the lock order of migration 0008.

/** How many of each list the console shows: the oldest first, as a queue is worked through. */
const QUEUE_LIMIT = 100;

/** Payments waiting for an administrator, with their people and their latest attempt; or the one of `orderId`. */
export function waitingPayments(db: Database, { orderId }: { orderId?: string } = {}) {
  let query = db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .innerJoin('users as buyer', 'buyer.id', 'orders.buyer_id')
    .innerJoin('users as seller', 'seller.id', 'orders.seller_id')
    .leftJoinLateral(
      (eb) =>
        eb
          .selectFrom('payment_transfers')
          .select(['kind', 'status', 'result_desc', 'created_at'])
          .whereRef('payment_transfers.payment_id', '=', 'payments.id')
          .orderBy('created_at', 'desc')
          .limit(1)
          .as('last_attempt'),
      (join) => join.onTrue(),
    )
    .select([
      'payments.order_id',
      'orders.service_title',
      'payments.status',
      'payments.amount_cents',
      'payments.fee_cents',
      'payments.failed_attempts',
      'payments.needs_admin_since',
      'buyer.id as buyer_id',
      'buyer.name as buyer_name',
      'buyer.email as buyer_email',
      'buyer.phone as buyer_phone',
      'seller.id as seller_id',
      'seller.name as seller_name',
      'seller.email as seller_email',
      'seller.phone as seller_phone',
      'last_attempt.kind as attempt_kind',
      'last_attempt.status as attempt_status',
      'last_attempt.result_desc as attempt_result',
      'last_attempt.created_at as attempt_at',
    ])
    .where('payments.needs_admin_since', 'is not', null);
  if (orderId) query = query.where('payments.order_id', '=', orderId);
  return query.orderBy('payments.needs_admin_since').limit(QUEUE_LIMIT).execute();
}
export type WaitingPaymentRow = Awaited<ReturnType<typeof waitingPayments>>[number];

function selectFlags(db: Database) {
  return db
    .selectFrom('payment_flags')
    .leftJoin('payments', 'payments.id', 'payment_flags.payment_id')
    .leftJoin('mpesa_callbacks', 'mpesa_callbacks.id', 'payment_flags.callback_id')
    .select([
      'payment_flags.id',
      'payment_flags.reason',
      'payment_flags.created_at',
      'payment_flags.resolved_at',
      'payment_flags.resolution',
      'payments.order_id',
      'mpesa_callbacks.id as callback_id',
      'mpesa_callbacks.kind as callback_kind',
      'mpesa_callbacks.body as callback_body',
      'mpesa_callbacks.received_at as callback_received_at',
    ]);
}
export type FlagRow = Awaited<ReturnType<ReturnType<typeof selectFlags>['executeTakeFirstOrThrow']>>;

/** Flags nobody has resolved yet, with the callback each is about as it arrived. */
export function openFlags(db: Database) {
  return selectFlags(db).where('payment_flags.resolved_at', 'is', null).orderBy('payment_flags.created_at').orderBy('payment_flags.id').limit(QUEUE_LIMIT).execute();
}

export function findFlag(db: Database, flagId: number) {
  return selectFlags(db).where('payment_flags.id', '=', flagId).executeTakeFirst();
}

/** The flag's row, locked until the transaction ends, so two administrators cannot both resolve it. */
export function lockFlag(trx: Database, flagId: number) {
  return trx.selectFrom('payment_flags').select(['id', 'payment_id', 'reason', 'resolved_at']).where('id', '=', flagId).forUpdate().executeTakeFirst();
}

export async function markFlagResolved(trx: Database, flagId: number, { adminId, resolution }: { adminId: string; resolution: string }): Promise<void> {
  await trx.updateTable('payment_flags').set({ resolved_at: new Date(), resolved_by: adminId, resolution }).where('id', '=', flagId).execute();
}

/**
 * The payment's payout and refund attempts of unknown fate, marked FAILED with `why`: an
 * administrator checked that they did not go. Returns their ids.
 */
export async function failUnknownAttempts(trx: Database, paymentId: string, why: string): Promise<string[]> {
  const rows = await trx
    .updateTable('payment_transfers')
    .set({ status: 'FAILED', result_desc: why, updated_at: new Date() })
    .where('payment_id', '=', paymentId)
    .where('kind', 'in', ['PAYOUT', 'REFUND'])
    .where('status', '=', 'UNKNOWN')
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
