import type { PaymentStatus } from '@fundi/shared';
import type { Database } from '../../db';

/**
 * The escrow ledger (DECISIONS.md §4): one payment per order, HELD at booking, then RELEASED
 * to the seller when the job is completed or REFUNDED when it is rejected or cancelled.
 * Every change is recorded in payment_events. Call inside the order's transaction.
 */
export async function recordHeldPayment(
  db: Database,
  payment: { orderId: string; amountCents: number; provider: string; transactionId: string },
): Promise<void> {
  const inserted = await db
    .insertInto('payments')
    .values({
      order_id: payment.orderId,
      amount_cents: payment.amountCents,
      status: 'HELD',
      provider: payment.provider,
      provider_reference: payment.transactionId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('payment_events').values({ payment_id: inserted.id, status: 'HELD' }).execute();
}

/** Moves a HELD payment on; a payment already settled is left alone. */
export async function settlePayment(db: Database, orderId: string, status: Exclude<PaymentStatus, 'HELD'>): Promise<void> {
  const settled = await db
    .updateTable('payments')
    .set({ status, updated_at: new Date() })
    .where('order_id', '=', orderId)
    .where('status', '=', 'HELD')
    .returning('id')
    .executeTakeFirst();
  if (settled) await db.insertInto('payment_events').values({ payment_id: settled.id, status }).execute();
}

/** Totals in cents: what is held and paid out to a seller, and held or refunded for a buyer. */
export async function paymentTotals(db: Database, userId: string) {
  const rows = await db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.order_id')
    .select(['payments.status', (eb) => eb.fn.sum<string>('payments.amount_cents').as('total')])
    .select((eb) => eb.case().when('orders.seller_id', '=', userId).then('seller').else('buyer').end().as('side'))
    .where((eb) => eb.or([eb('orders.seller_id', '=', userId), eb('orders.buyer_id', '=', userId)]))
    .groupBy(['payments.status', 'side'])
    .execute();
  const total = (side: string, status: PaymentStatus) => Number(rows.find((row) => row.side === side && row.status === status)?.total ?? 0);
  return {
    asSeller: { held: total('seller', 'HELD'), released: total('seller', 'RELEASED') },
    asBuyer: { held: total('buyer', 'HELD'), refunded: total('buyer', 'REFUNDED') },
  };
}
