import { BOOKING_MESSAGES, SERVER_TEXTS, type CreateOrderRequest, type Order } from '@fundi/shared';
import type { Database } from '../../db';
import { AppError } from '../../lib/app-error';
import { recordHeldPayment } from '../../lib/payments/ledger';
import { isUuid } from '../../lib/uuid';
import type { PaymentProvider } from '../../lib/payments/providers';
import type { Realtime } from '../../plugins/realtime';
import { toApiOrder } from './order-api';
import { findOrder, type OrderRow } from './orders.repository';

export type OrderDeps = { db: Database; payments: PaymentProvider; realtime: Realtime };

const keyReusedText = 'This Idempotency-Key was already used for a different booking';

/**
 * POST /api/orders (DECISIONS.md §3-§4): the seller must offer the service, nobody books
 * themself, and the buyer's money is held. With an Idempotency-Key, a retried booking (a
 * dropped connection on mobile data) returns the first order instead of making a second;
 * the same key with a different booking is refused (409), never answered with the first order.
 */
export async function placeOrder(
  { db, payments, realtime }: OrderDeps,
  buyerId: string,
  request: CreateOrderRequest,
  idempotencyKey?: string,
): Promise<Order> {
  if (!isUuid(request.serviceId)) throw new AppError('invalid', BOOKING_MESSAGES.invalidServiceId);
  if (!isUuid(request.sellerId)) throw new AppError('invalid', BOOKING_MESSAGES.invalidSellerId);
  if (idempotencyKey) {
    const earlier = await orderOfKey(db, buyerId, idempotencyKey, request);
    if (earlier) return earlier;
  }
  const offering = await db
    .selectFrom('offerings')
    .innerJoin('services', 'services.id', 'offerings.service_id')
    .innerJoin('users', 'users.id', 'offerings.seller_id')
    .select(['offerings.price_cents', 'services.title'])
    .where('offerings.service_id', '=', request.serviceId)
    .where('offerings.seller_id', '=', request.sellerId)
    .where('users.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!offering) throw new AppError('not-found', SERVER_TEXTS.sellerNotFound);
  if (request.sellerId === buyerId) throw new AppError('forbidden', 'You cannot book your own service');

  const transactionId = await payments.hold(offering.price_cents);
  const orderId = await db.transaction().execute(async (trx) => {
    if (idempotencyKey) {
      // The key row is taken first: a concurrent retry waits here, then finds our order.
      const claimed = await trx
        .insertInto('idempotency_keys')
        .values({ user_id: buyerId, key: idempotencyKey })
        .onConflict((conflict) => conflict.doNothing())
        .returning('key')
        .executeTakeFirst();
      if (!claimed) return undefined;
    }
    // Both people's rows before the seller's offering and the order, the order every
    // transaction touching them keeps (account.service.ts, migration 0008), so a seller closing
    // their account meanwhile cannot deadlock us. FOR SHARE: the order copies both names, and a
    // rename must not change them between our reading and our commit.
    await trx.selectFrom('users').select('id').where('id', 'in', [buyerId, request.sellerId]).orderBy('id').forShare().execute();
    // Held until commit: a seller deleting this offering meanwhile waits, then sees this order.
    const stillOffered = await trx
      .selectFrom('offerings')
      .select('id')
      .where('service_id', '=', request.serviceId)
      .where('seller_id', '=', request.sellerId)
      .forShare()
      .executeTakeFirst();
    if (!stillOffered) throw new AppError('not-found', SERVER_TEXTS.sellerNotFound);
    const order = await trx
      .insertInto('orders')
      .values({
        buyer_id: buyerId,
        seller_id: request.sellerId,
        service_id: request.serviceId,
        service_title: offering.title,
        price_cents: offering.price_cents,
        booking_date: request.bookingDate,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('order_events').values({ order_id: order.id, to_status: 'PENDING', actor_id: buyerId }).execute();
    await recordHeldPayment(trx, { orderId: order.id, amountCents: offering.price_cents, provider: payments.name, transactionId });
    if (idempotencyKey) {
      await trx.updateTable('idempotency_keys').set({ order_id: order.id }).where('user_id', '=', buyerId).where('key', '=', idempotencyKey).execute();
    }
    return order.id;
  });
  if (!orderId) return (await orderOfKey(db, buyerId, idempotencyKey!, request))!;
  realtime.publish([request.sellerId], { type: 'order', order: { id: orderId, status: 'PENDING' } });
  return toApiOrder((await findOrder(db, orderId))!, buyerId);
}

async function orderOfKey(db: Database, buyerId: string, key: string, request: CreateOrderRequest): Promise<Order | undefined> {
  const row = await db.selectFrom('idempotency_keys').select('order_id').where('user_id', '=', buyerId).where('key', '=', key).executeTakeFirst();
  const order = row?.order_id ? await findOrder(db, row.order_id) : undefined;
  if (!order) return undefined;
  // A key names one request (IETF Idempotency-Key draft, Stripe): reused with another body it
  // is a client bug, and answering with the first order would confirm a booking never made.
  if (!isSameBooking(order, request)) throw new AppError('conflict', keyReusedText);
  return toApiOrder(order, buyerId);
}

function isSameBooking(order: OrderRow, request: CreateOrderRequest): boolean {
  return (
    order.service_id === request.serviceId.toLowerCase() &&
    order.seller_id === request.sellerId.toLowerCase() &&
    order.booking_date === request.bookingDate
  );
}
