import type { Database } from '../../db';

/** Orders with everything a card shows: both parties' names, the seller's photo, payment, review. */
export function selectOrders(db: Database) {
  return db
    .selectFrom('orders')
    .innerJoin('users as buyer', 'buyer.id', 'orders.buyer_id')
    .innerJoin('users as seller', 'seller.id', 'orders.seller_id')
    .leftJoin('payments', 'payments.order_id', 'orders.id')
    .leftJoin('reviews', 'reviews.order_id', 'orders.id')
    .select([
      'orders.id',
      'orders.service_id',
      'orders.service_title',
      'orders.status',
      'orders.created_at',
      'orders.updated_at',
      'orders.booking_date',
      'orders.price_cents',
      'orders.buyer_id',
      'orders.seller_id',
      'buyer.name as buyer_name',
      'seller.name as seller_name',
      'seller.profile_photo_id as seller_photo_id',
      'payments.status as payment_status',
      'payments.amount_cents as payment_amount_cents',
      'payments.provider as payment_provider',
      'payments.provider_reference as payment_reference',
      'reviews.id as review_id',
    ]);
}
export type OrderRow = Awaited<ReturnType<ReturnType<typeof selectOrders>['executeTakeFirstOrThrow']>>;

export function findOrder(db: Database, orderId: string) {
  return selectOrders(db).where('orders.id', '=', orderId).executeTakeFirst();
}
