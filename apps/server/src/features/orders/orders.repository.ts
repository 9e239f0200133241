import { activeStatuses, historyStatuses, type OrdersQuery } from '@fundi/shared';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../db';
import type { DB } from '../../db/types';

type Filters = { userId: string; role?: OrdersQuery['role']; state?: OrdersQuery['state'] };

function whereParty(eb: ExpressionBuilder<DB, 'orders'>, { userId, role }: Filters) {
  if (role === 'buyer') return eb('orders.buyer_id', '=', userId);
  if (role === 'seller') return eb('orders.seller_id', '=', userId);
  return eb.or([eb('orders.buyer_id', '=', userId), eb('orders.seller_id', '=', userId)]);
}

function statusesOf(state: Filters['state']): readonly string[] | undefined {
  return state === 'active' ? activeStatuses : state === 'history' ? historyStatuses : undefined;
}

/** Orders with everything a card shows: both parties' names, the seller's photo, payment, review. */
function selectOrders(db: Database) {
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

/** A page of the caller's orders, newest first, continuing after `after` (keyset, not OFFSET). */
export function listOrderPage(db: Database, filters: Filters, limit: number, after?: { createdAt: Date; id: string }) {
  let query = selectOrders(db).where((eb) => whereParty(eb, filters));
  const statuses = statusesOf(filters.state);
  if (statuses) query = query.where('orders.status', 'in', statuses);
  if (after) query = query.where(sql<boolean>`(orders.created_at, orders.id) < (${after.createdAt}, ${after.id})`);
  return query.orderBy('orders.created_at', 'desc').orderBy('orders.id', 'desc').limit(limit).execute();
}

export async function countOrders(db: Database, filters: Filters): Promise<number> {
  let query = db.selectFrom('orders').select((eb) => eb.fn.countAll<string>().as('count')).where((eb) => whereParty(eb, filters));
  const statuses = statusesOf(filters.state);
  if (statuses) query = query.where('orders.status', 'in', statuses);
  return Number((await query.executeTakeFirstOrThrow()).count);
}
