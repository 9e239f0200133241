import { centsToShillings } from '@fundi/shared';
import { sql } from 'kysely';
import type { Database } from '../../db';
import { exactTime } from '../../lib/exact-time';
import { beyond, EXPORT_PAGE_SIZE, inPages, type Place } from './export-pages';

// The person's orders on both sides and the money of each, as much as their side sees: a seller
// sees an order once it is paid (migration 0016), never the buyer's M-Pesa number nor the
// attempts to collect from it; a buyer never sees where the seller's payout went.

type Side = 'buyer' | 'seller';
const sides: Side[] = ['buyer', 'seller'];

/** The person's orders on `side`, newest first, a page after `after`. */
function ordersOnSide(db: Database, userId: string, side: Side, after: Place | undefined) {
  let query = db
    .selectFrom('orders')
    .where(side === 'buyer' ? 'orders.buyer_id' : 'orders.seller_id', '=', userId)
    .where(beyond('orders', after, { newestFirst: true }));
  if (side === 'seller') query = query.where(sql<boolean>`orders.seller_sees`);
  return query.orderBy('orders.created_at', 'desc').orderBy('orders.id', 'desc').limit(EXPORT_PAGE_SIZE);
}

/** Every order of the person with its history of states; the other party by id and name. */
export async function* ordersOf(db: Database, userId: string) {
  for (const side of sides) {
    const read = (after: Place | undefined) =>
      ordersOnSide(db, userId, side, after)
        .select([
          'orders.id',
          exactTime('orders.created_at').as('at'),
          'orders.created_at',
          'orders.updated_at',
          'orders.service_id',
          'orders.service_title',
          'orders.price_cents',
          'orders.booking_date',
          'orders.status',
          'orders.reviewed',
          'orders.buyer_id',
          'orders.buyer_name',
          'orders.seller_id',
          'orders.seller_name',
        ])
        .execute();
    for await (const page of inPages(read, (row) => row)) {
      const events = await db
        .selectFrom('order_events')
        .select(['order_id', 'from_status', 'to_status', 'actor_id', 'created_at'])
        .where('order_id', 'in', page.map((order) => order.id))
        .orderBy('id')
        .execute();
      yield page.map((order) => ({
        id: order.id,
        yourRole: side,
        otherParty: side === 'buyer' ? { id: order.seller_id, name: order.seller_name } : { id: order.buyer_id, name: order.buyer_name },
        serviceId: order.service_id,
        serviceTitle: order.service_title,
        price: centsToShillings(order.price_cents),
        bookingDate: order.booking_date,
        status: order.status,
        reviewed: order.reviewed,
        createdAt: order.created_at,
        updatedAt: order.updated_at,
        history: events
          .filter((event) => event.order_id === order.id)
          .map((event) => ({ from: event.from_status, to: event.to_status, byYou: event.actor_id === userId, at: event.created_at })),
      }));
    }
  }
}

/**
 * The payment of each of the person's orders: its states, and the attempts to move the money on
 * their side (collections from the buyer's phone; refunds to the buyer; payouts to the seller).
 */
export async function* paymentsOf(db: Database, userId: string) {
  for (const side of sides) {
    const read = (after: Place | undefined) =>
      ordersOnSide(db, userId, side, after)
        .innerJoin('payments', 'payments.order_id', 'orders.id')
        .select([
          'orders.id',
          exactTime('orders.created_at').as('at'),
          'payments.id as payment_id',
          'payments.amount_cents',
          'payments.fee_cents',
          'payments.buyer_share_cents',
          'payments.status',
          'payments.provider',
          'payments.provider_reference',
          'payments.receipt',
          'payments.phone',
          'payments.failure_reason',
          'payments.release_at',
          'payments.settled_at',
          'payments.created_at',
        ])
        .execute();
    for await (const page of inPages(read, (row) => row)) {
      const paymentIds = page.map((payment) => payment.payment_id);
      const [history, collections, transfers] = await Promise.all([
        db.selectFrom('payment_events').select(['payment_id', 'status', 'cause', 'created_at']).where('payment_id', 'in', paymentIds).orderBy('id').execute(),
        side === 'buyer'
          ? db
              .selectFrom('payment_collections')
              .select(['id', 'payment_id', 'method', 'status', 'phone', 'amount_cents', 'reference', 'receipt', 'result_desc', 'created_at'])
              .where('payment_id', 'in', paymentIds)
              .orderBy('created_at')
              .orderBy('id')
              .execute()
          : [],
        db
          .selectFrom('payment_transfers')
          .select(['id', 'payment_id', 'kind', 'method', 'status', 'phone', 'amount_cents', 'transaction_id', 'result_desc', 'created_at'])
          .where('payment_id', 'in', paymentIds)
          .where('kind', 'in', side === 'buyer' ? ['REFUND', 'RETURN'] : ['PAYOUT'])
          .orderBy('created_at')
          .orderBy('id')
          .execute(),
      ]);
      const of = <Row extends { payment_id: string }>(rows: Row[], paymentId: string) => rows.filter((row) => row.payment_id === paymentId);
      yield page.map((payment) => ({
        id: payment.payment_id,
        orderId: payment.id,
        yourRole: side,
        amount: centsToShillings(payment.amount_cents),
        fee: centsToShillings(payment.fee_cents),
        buyerShare: payment.buyer_share_cents === null ? null : centsToShillings(payment.buyer_share_cents),
        status: payment.status,
        provider: payment.provider,
        providerReference: payment.provider_reference,
        receipt: payment.receipt,
        // The number the buyer paid from is theirs alone.
        ...(side === 'buyer' ? { phone: payment.phone } : {}),
        failureReason: payment.failure_reason,
        releaseAt: payment.release_at,
        settledAt: payment.settled_at,
        createdAt: payment.created_at,
        history: of(history, payment.payment_id).map((event) => ({ status: event.status, cause: event.cause, at: event.created_at })),
        collections: of(collections, payment.payment_id).map((collection) => ({
          id: collection.id,
          method: collection.method,
          status: collection.status,
          phone: collection.phone,
          amount: centsToShillings(collection.amount_cents),
          reference: collection.reference,
          receipt: collection.receipt,
          result: collection.result_desc,
          createdAt: collection.created_at,
        })),
        transfers: of(transfers, payment.payment_id).map((transfer) => ({
          id: transfer.id,
          kind: transfer.kind,
          method: transfer.method,
          status: transfer.status,
          phone: transfer.phone,
          amount: centsToShillings(transfer.amount_cents),
          transactionId: transfer.transaction_id,
          result: transfer.result_desc,
          createdAt: transfer.created_at,
        })),
      }));
    }
  }
}

/** Reviews the person wrote (as a buyer) and received (as a seller). */
export async function* reviewsOf(db: Database, userId: string) {
  for (const side of sides) {
    const read = (after: Place | undefined) =>
      db
        .selectFrom('reviews')
        .select(['id', exactTime('created_at').as('at'), 'created_at', 'order_id', 'service_id', 'rating', 'comment'])
        .where(side === 'buyer' ? 'buyer_id' : 'seller_id', '=', userId)
        .where(beyond('reviews', after, { newestFirst: true }))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(EXPORT_PAGE_SIZE)
        .execute();
    yield* inPages(read, (row) => ({
      id: row.id,
      orderId: row.order_id,
      serviceId: row.service_id,
      writtenByYou: side === 'buyer',
      rating: row.rating,
      comment: row.comment,
      createdAt: row.created_at,
    }));
  }
}
