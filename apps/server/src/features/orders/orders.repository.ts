import type { Database } from '../../db';
import { exactTime } from '../../lib/exact-time';

/**
 * Orders with everything a card shows: both parties' names, the seller's photo, payment,
 * review. Each order carries copies of them, kept by triggers (migration 0008), so a card is
 * one row of orders, read without joins.
 */
export function selectOrders(db: Database) {
  return db
    .selectFrom('orders')
    .select([
      'orders.id',
      'orders.service_id',
      'orders.service_title',
      'orders.status',
      // As text to the microsecond: a page cursor needs the exact time (lib/exact-time.ts).
      exactTime('orders.created_at').as('created_at'),
      exactTime('orders.updated_at').as('updated_at'),
      'orders.booking_date',
      'orders.price_cents',
      'orders.buyer_id',
      'orders.seller_id',
      'orders.buyer_name',
      'orders.seller_name',
      'orders.seller_photo_id',
      'orders.payment_status',
      'orders.payment_amount_cents',
      'orders.payment_provider',
      'orders.payment_reference',
      'orders.reviewed',
    ]);
}
export type OrderRow = Awaited<ReturnType<ReturnType<typeof selectOrders>['executeTakeFirstOrThrow']>>;

export function findOrder(db: Database, orderId: string) {
  return selectOrders(db).where('orders.id', '=', orderId).executeTakeFirst();
}
