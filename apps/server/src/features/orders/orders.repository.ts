import { activeStatuses, historyStatuses, type OrdersQuery } from '@fundi/shared';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../db';
import type { DB } from '../../db/types';

type Side = NonNullable<OrdersQuery['role']>;
/** Without a role: both sides of the account. */
type Filters = { userId: string; role?: Side; state?: OrdersQuery['state'] };
type SideFilters = Filters & { role: Side };

function whereParty(eb: ExpressionBuilder<DB, 'orders'>, { userId, role }: SideFilters) {
  return eb(role === 'buyer' ? 'orders.buyer_id' : 'orders.seller_id', '=', userId);
}

/** The sides a list covers. They never overlap: an order's buyer is never its seller (a CHECK). */
function sidesOf(filters: Filters): SideFilters[] {
  return filters.role ? [{ ...filters, role: filters.role }] : [{ ...filters, role: 'buyer' }, { ...filters, role: 'seller' }];
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

/**
 * A page of the caller's orders, newest first, continuing after `after` (keyset, not OFFSET).
 * Each side is read in index order up to `limit`, and for both sides the two are merged:
 * one OR over both sides would fetch and sort every order of a busy account.
 */
export function listOrderPage(db: Database, filters: Filters, limit: number, after?: { createdAt: Date; id: string }) {
  const [first, second] = sidesOf(filters).map((side) => pageOfSide(db, side, limit, after));
  if (!second) return first!.execute();
  return db
    .selectFrom(db.selectFrom(first!.as('first')).selectAll().unionAll(db.selectFrom(second.as('second')).selectAll()).as('orders'))
    .selectAll()
    .orderBy('orders.created_at', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(limit)
    .execute();
}

function pageOfSide(db: Database, filters: SideFilters, limit: number, after?: { createdAt: Date; id: string }) {
  let query = selectOrders(db).where((eb) => whereParty(eb, filters));
  const statuses = statusesOf(filters.state);
  if (statuses) query = query.where('orders.status', 'in', statuses);
  if (after) query = query.where(sql<boolean>`(orders.created_at, orders.id) < (${after.createdAt}, ${after.id})`);
  return query.orderBy('orders.created_at', 'desc').orderBy('orders.id', 'desc').limit(limit);
}

/**
 * Counted per side in one query, each side an index-only scan (the page indexes carry the
 * status), rather than one OR that reads every order of the account from the table.
 */
export async function countOrders(db: Database, filters: Filters): Promise<number> {
  const row = await db
    .selectNoFrom(sidesOf(filters).map((side) => countOfSide(db, side).as(side.role)))
    .executeTakeFirstOrThrow();
  return Object.values(row).reduce((sum: number, count) => sum + Number(count), 0);
}

function countOfSide(db: Database, filters: SideFilters) {
  let query = db.selectFrom('orders').select((eb) => eb.fn.countAll<string>().as('count')).where((eb) => whereParty(eb, filters));
  const statuses = statusesOf(filters.state);
  if (statuses) query = query.where('orders.status', 'in', statuses);
  return query;
}
