import type { OrderStatus } from '@fundi/shared';
import type { Database } from '../../db';
import { tellOrderStep } from './order-notices';
import { exactTime, exactTimeOrNull } from '../../lib/exact-time';

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
      'orders.seller_sees',
      'orders.payment_fee_cents',
      'orders.payment_receipt',
      'orders.payment_phone',
      'orders.payment_failure_reason',
      exactTimeOrNull('orders.payment_release_at').as('payment_release_at'),
      exactTimeOrNull('orders.payment_settled_at').as('payment_settled_at'),
    ]);
}
export type OrderRow = Awaited<ReturnType<ReturnType<typeof selectOrders>['executeTakeFirstOrThrow']>>;

export function findOrder(db: Database, orderId: string) {
  return selectOrders(db).where('orders.id', '=', orderId).executeTakeFirst();
}

/** What a booking copies from the offering: its price and title, while the seller's account is open. */
export function findOffering(db: Database, serviceId: string, sellerId: string) {
  return db
    .selectFrom('offerings')
    .innerJoin('services', 'services.id', 'offerings.service_id')
    .innerJoin('users', 'users.id', 'offerings.seller_id')
    .select(['offerings.price_cents', 'services.title'])
    .where('offerings.service_id', '=', serviceId)
    .where('offerings.seller_id', '=', sellerId)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Holds a booking's people and offering until the transaction ends; false when the seller no
 * longer offers the service. Both people's rows come first, then the offering: the order every
 * transaction touching them keeps (account.service.ts, migration 0008), so a seller closing
 * their account meanwhile cannot deadlock us. FOR SHARE: the order copies both names, and a
 * rename must not change them between our reading and our commit; a seller deleting the
 * offering waits, then sees the order.
 */
export async function holdBookingParties(trx: Database, { buyerId, sellerId, serviceId }: { buyerId: string; sellerId: string; serviceId: string }) {
  await trx.selectFrom('users').select('id').where('id', 'in', [buyerId, sellerId]).orderBy('id').forShare().execute();
  const offering = await trx
    .selectFrom('offerings')
    .select('id')
    .where('service_id', '=', serviceId)
    .where('seller_id', '=', sellerId)
    .forShare()
    .executeTakeFirst();
  return offering !== undefined;
}

type NewOrder = { buyerId: string; sellerId: string; serviceId: string; serviceTitle: string; priceCents: number; bookingDate: string };

/** A new PENDING order and the first step of its history; returns its id. */
export async function insertOrder(trx: Database, order: NewOrder): Promise<string> {
  const { id } = await trx
    .insertInto('orders')
    .values({
      buyer_id: order.buyerId,
      seller_id: order.sellerId,
      service_id: order.serviceId,
      service_title: order.serviceTitle,
      price_cents: order.priceCents,
      booking_date: order.bookingDate,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('order_events').values({ order_id: id, to_status: 'PENDING', actor_id: order.buyerId }).execute();
  return id;
}

export type LockedOrder = { id: string; status: OrderStatus; buyerId: string; sellerId: string; sellerName: string; sellerSees: boolean };

/**
 * The order's status and parties, its row locked until the transaction ends. With
 * `skipLocked` (the workers) an order another transaction holds is left to it: undefined.
 */
export async function lockOrder(trx: Database, orderId: string, { skipLocked = false } = {}): Promise<LockedOrder | undefined> {
  let query = trx.selectFrom('orders').select(['status', 'buyer_id', 'seller_id', 'seller_name', 'seller_sees']).where('id', '=', orderId).forUpdate();
  if (skipLocked) query = query.skipLocked();
  const order = await query.executeTakeFirst();
  return (
    order && {
      id: orderId,
      status: order.status as OrderStatus,
      buyerId: order.buyer_id,
      sellerId: order.seller_id,
      sellerName: order.seller_name,
      sellerSees: order.seller_sees,
    }
  );
}

/** From now on the seller sees the order: its money is held. Never turned back. */
export async function showOrderToSeller(trx: Database, orderId: string): Promise<void> {
  await trx.updateTable('orders').set({ seller_sees: true }).where('id', '=', orderId).where('seller_sees', '=', false).execute();
}

/** Moves a (locked) order to `to` and records the step with its actor (none: the server did it). */
export async function moveOrder(trx: Database, step: { orderId: string; from: OrderStatus; to: OrderStatus; actorId: string | null }): Promise<void> {
  await trx.updateTable('orders').set({ status: step.to, updated_at: new Date() }).where('id', '=', step.orderId).execute();
  await trx.insertInto('order_events').values({ order_id: step.orderId, from_status: step.from, to_status: step.to, actor_id: step.actorId }).execute();
  await tellOrderStep(trx, step.orderId, step.to);
}

export async function pendingOrderIds(db: Database, { sellerId, buyerId }: { sellerId: string; buyerId: string }): Promise<string[]> {
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where('seller_id', '=', sellerId)
    .where('buyer_id', '=', buyerId)
    .where('status', '=', 'PENDING')
    .where('seller_sees', '=', true)
    .execute();
  return rows.map((row) => row.id);
}
