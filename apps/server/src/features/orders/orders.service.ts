import {
  canPerform,
  LIST_LIMIT,
  orderTransitions,
  type CreateOrderRequest,
  type Order,
  type OrderAction,
  type OrdersQuery,
  type OrdersResponse,
  type PaymentStatus,
  type PayOrderRequest,
  type SellerOrdersResponse,
  isUnpaid,
  mpesaAmount,
  PAY_AGAIN_AFTER_SECONDS,
  toMpesaPhone,
} from '@fundi/shared';
import type { Database } from '../../db';
import { AppError } from '../../lib/app-error';
import { claimBookingDay } from '../../lib/availability/seller-availability';
import { toApiTime, toExactIso } from '../../lib/exact-time';
import { decodeCursor, encodeCursor, invalidCursorError } from '../../lib/keyset-cursor';
import { isUuid } from '../../lib/uuid';
import { notYourStepError, stepNotAllowedError } from './order-refusals';
import { collectPayment, sendDueTransfer } from './money-movements';
import { accountMpesaPhone, insertCollection, insertPayment, latestCollection, lockPaymentOfOrder, movePayment, paymentEvents, updatePayment } from './payments.repository';
import { announce, scheduleRelease, startRelease, stopOrRefund, type PaymentDeps } from './payments.service';
import { attachOrderToKey, claimIdempotencyKey, orderIdOfKey } from './idempotency-keys.repository';
import { toApiOrder } from './order-api';
import { readOrderLists } from './order-lists.repository';
import { findOffering, findOrder, holdBookingParties, insertOrder, lockOrder, moveOrder, pendingOrderIds, type OrderRow } from './orders.repository';

// The story of an order: a buyer books and pays (the money is held), the seller, who sees the
// order once it is paid, accepts or declines, starts and completes the job; the buyer may
// cancel before it starts and confirms the job done, which pays the seller. Every step is one
// transaction on the locked order, decided by the lifecycle table of the shared package
// (docs/product.md §4); both people hear of it live. The money's side: payments.service.ts.

export type OrderDeps = PaymentDeps;

/**
 * POST /api/orders: the seller must offer the service, nobody books themself, and the day must
 * be one the seller works, has not blocked and has a place left (lib/availability). The order and
 * its payment (AWAITING_PAYMENT) are written in one transaction; the money is asked for after
 * the commit (collectPayment): the simulated provider pays in about 2 s, M-Pesa sends the
 * buyer a PIN prompt and answers later. With an Idempotency-Key, a retried booking (a dropped
 * connection on mobile data) returns the first order instead of making a second; the same key
 * with a different booking is refused (409), never answered with the first order.
 */
export async function placeOrder(deps: OrderDeps, buyerId: string, request: CreateOrderRequest, idempotencyKey?: string): Promise<Order> {
  const { db, provider } = deps;
  if (!isUuid(request.serviceId)) throw new AppError('invalid', 'BOOKING_SERVICE_ID_INVALID');
  if (!isUuid(request.sellerId)) throw new AppError('invalid', 'BOOKING_SELLER_ID_INVALID');
  if (idempotencyKey) {
    const earlier = await orderOfKey(db, buyerId, idempotencyKey, request);
    if (earlier) return earlier;
  }
  const offering = await findOffering(db, request.serviceId, request.sellerId);
  if (!offering) throw new AppError('not-found', 'SELLER_NOT_FOUND');
  if (request.sellerId === buyerId) throw new AppError('forbidden', 'BOOKING_OWN_SERVICE');
  const phone = request.phone ?? (await accountMpesaPhone(db, buyerId));
  if (provider.needsPhone && !phone) throw new AppError('invalid', 'MPESA_PHONE_REQUIRED');

  const amountCents = mpesaAmount(offering.price_cents) * 100;
  const booked = await db.transaction().execute(async (trx) => {
    if (idempotencyKey && !(await claimIdempotencyKey(trx, buyerId, idempotencyKey))) return undefined;
    const parties = { buyerId, sellerId: request.sellerId, serviceId: request.serviceId };
    if (!(await holdBookingParties(trx, parties))) throw new AppError('not-found', 'SELLER_NOT_FOUND');
    // After the key: a retry of a booking that took the day's last place gets that order, not a 409.
    await claimBookingDay(trx, request.sellerId, request.bookingDate);
    const orderId = await insertOrder(trx, { ...parties, serviceTitle: offering.title, priceCents: offering.price_cents, bookingDate: request.bookingDate });
    const paymentId = await insertPayment(trx, { orderId, amountCents, provider: provider.name, phone });
    const collectionId = await insertCollection(trx, { paymentId, method: provider.name === 'mpesa' ? 'STK_PUSH' : 'SIMULATED', status: 'SENDING', phone, amountCents });
    if (idempotencyKey) await attachOrderToKey(trx, buyerId, idempotencyKey, orderId);
    return { orderId, collectionId };
  });
  // Another request with the same key won the claim: answer with its order.
  if (!booked) return (await orderOfKey(db, buyerId, idempotencyKey!, request))!;
  await collectPayment(deps, booked.orderId, booked.collectionId);
  return toApiOrder((await findOrder(db, booked.orderId))!, buyerId);
}

async function orderOfKey(db: Database, buyerId: string, key: string, request: CreateOrderRequest): Promise<Order | undefined> {
  const orderId = await orderIdOfKey(db, buyerId, key);
  const order = orderId ? await findOrder(db, orderId) : undefined;
  if (!order) return undefined;
  // A key names one request (IETF Idempotency-Key draft, Stripe): reused with another body it
  // is a client bug, and answering with the first order would confirm a booking never made.
  if (!isSameBooking(order, request)) throw new AppError('conflict', 'BOOKING_KEY_REUSED');
  return toApiOrder(order, buyerId);
}

function isSameBooking(order: OrderRow, request: CreateOrderRequest): boolean {
  return (
    order.service_id === request.serviceId.toLowerCase() &&
    order.seller_id === request.sellerId.toLowerCase() &&
    order.booking_date === request.bookingDate
  );
}

/**
 * PUT /api/orders/{id}/{action}. The order row is locked first, so of two racing requests
 * the second sees the first one's result and is refused: exactly one wins. Someone else's
 * order is as good as missing (its existence is not the caller's business), and so is an
 * order its seller cannot see yet (unpaid). Completing the job starts the release clock;
 * rejecting or cancelling sends held money back.
 */
export async function performOrderAction(deps: OrderDeps, userId: string, orderId: string, action: OrderAction): Promise<Order> {
  const transition = orderTransitions[action];
  const { order, refund } = await deps.db.transaction().execute(async (trx) => {
    const order = await lockPartyOrder(trx, userId, orderId);
    const party = order.buyerId === userId ? 'buyer' : 'seller';
    if (transition.by !== party) throw notYourStepError(action);
    if (!canPerform(action, order.status, party)) throw stepNotAllowedError(action, order.status);

    // Every booking has its payment; an order written some other way (SQL) may not. The
    // release time is set before the step, so the buyer's notice of it names the deadline.
    const payment = await lockPaymentOfOrder(trx, orderId);
    if (payment && transition.to === 'COMPLETED') await scheduleRelease(trx, payment, deps.settings.releaseAfterHours);
    await moveOrder(trx, { orderId, from: order.status, to: transition.to, actorId: userId });
    let refund = false;
    if (payment && (transition.to === 'REJECTED' || transition.to === 'CANCELLED')) refund = await stopOrRefund(trx, payment, action === 'reject' ? 'rejected' : 'cancelled');
    return { order: { ...order, status: transition.to, paymentStatus: payment?.status }, refund };
  });
  announce(deps.realtime, order);
  if (refund) await sendDueTransfer(deps, orderId);
  return toApiOrder((await findOrder(deps.db, orderId))!, userId);
}

/** The caller's order, locked; 404 when it is not theirs, or when they are its seller and it is unpaid. */
export async function lockPartyOrder(trx: Database, userId: string, orderId: string) {
  const order = await lockOrder(trx, orderId);
  const isBuyer = order?.buyerId === userId;
  const isSeller = order?.sellerId === userId && order.sellerSees;
  if (!order || (!isBuyer && !isSeller)) throw new AppError('not-found', 'ORDER_NOT_FOUND');
  return order;
}

/** The caller's order as read (unlocked); 404 as lockPartyOrder's. */
export async function findPartyOrder(db: Database, userId: string, orderId: string): Promise<OrderRow> {
  const row = await findOrder(db, orderId);
  const isBuyer = row?.buyer_id === userId;
  const isSeller = row?.seller_id === userId && row.seller_sees;
  if (!row || (!isBuyer && !isSeller)) throw new AppError('not-found', 'ORDER_NOT_FOUND');
  return row;
}

/** GET /api/orders/{id}: one order with its payment's history, for either side that may see it. */
export async function getOrder(db: Database, userId: string, orderId: string): Promise<Order> {
  const order = toApiOrder(await findPartyOrder(db, userId, orderId), userId);
  if (order.payment) order.payment.events = (await paymentEvents(db, orderId)).map((event) => ({ status: event.status as PaymentStatus, at: toApiTime(event.at) }));
  return order;
}

/** PUT /api/orders/{id}/confirm: the buyer is satisfied; the seller is paid now. */
export async function confirmJobDone(deps: OrderDeps, buyerId: string, orderId: string): Promise<Order> {
  const order = await deps.db.transaction().execute(async (trx) => {
    const order = await lockPartyOrder(trx, buyerId, orderId);
    if (order.buyerId !== buyerId) throw new AppError('forbidden', 'CONFIRM_NOT_YOURS');
    if (order.status !== 'COMPLETED') throw new AppError('conflict', 'CONFIRM_NOT_COMPLETED');
    const payment = await lockPaymentOfOrder(trx, orderId);
    if (payment?.status !== 'HELD') throw new AppError('conflict', 'CONFIRM_NOT_HELD');
    await startRelease(trx, payment, { platformFeePercent: deps.settings.platformFeePercent, cause: 'confirmed' });
    return { ...order, paymentStatus: payment.status };
  });
  announce(deps.realtime, order);
  await sendDueTransfer(deps, orderId);
  return toApiOrder((await findOrder(deps.db, orderId))!, buyerId);
}

/**
 * POST /api/orders/{id}/pay: the buyer asks M-Pesa again, for a FAILED payment or one whose
 * last prompt has waited over a minute. The number: the one given, else the one last used for
 * this order, else the account's.
 */
export async function payAgain(deps: OrderDeps, buyerId: string, orderId: string, request: PayOrderRequest): Promise<Order> {
  const { db, provider } = deps;
  const collectionId = await db.transaction().execute(async (trx) => {
    const order = await lockPartyOrder(trx, buyerId, orderId);
    if (order.buyerId !== buyerId) throw new AppError('forbidden', 'PAYMENT_NOT_YOURS');
    const payment = await lockPaymentOfOrder(trx, orderId);
    if (!payment) throw new AppError('conflict', 'PAYMENT_NOT_POSSIBLE');
    if (!isUnpaid(payment.status)) throw new AppError('conflict', 'PAYMENT_ALREADY_MADE');
    if (order.status !== 'PENDING') throw new AppError('conflict', 'PAYMENT_NOT_POSSIBLE');
    const latest = await latestCollection(trx, payment.id);
    if (payment.status === 'AWAITING_PAYMENT' && latest && Date.now() - new Date(latest.created_at).getTime() < PAY_AGAIN_AFTER_SECONDS * 1000) {
      throw new AppError('conflict', 'PAYMENT_PIN_PENDING');
    }
    const given = request.phone === undefined ? undefined : toMpesaPhone(request.phone);
    const phone = given ?? latest?.phone ?? payment.phone ?? (await accountMpesaPhone(trx, buyerId));
    if (provider.needsPhone && !phone) throw new AppError('invalid', 'MPESA_PHONE_REQUIRED');
    if (payment.status === 'FAILED') await movePayment(trx, payment, 'AWAITING_PAYMENT', 'paid-again', { failure_reason: null, phone });
    else await updatePayment(trx, payment.id, { phone });
    return insertCollection(trx, { paymentId: payment.id, method: provider.name === 'mpesa' ? 'STK_PUSH' : 'SIMULATED', status: 'SENDING', phone, amountCents: payment.amountCents });
  });
  await collectPayment(deps, orderId, collectionId);
  return toApiOrder((await findOrder(db, orderId))!, buyerId);
}

/**
 * POST /api/seller-orders/reject-pending: the seller declines every pending booking one buyer
 * made with them (a flood, a prank), each through the same `reject` step as one by one, so
 * each is recorded and its money refunded. One the buyer cancelled meanwhile is skipped.
 */
export async function rejectPendingFrom(deps: OrderDeps, sellerId: string, buyerId: string): Promise<number> {
  let rejected = 0;
  for (const id of await pendingOrderIds(deps.db, { sellerId, buyerId })) {
    try {
      await performOrderAction(deps, sellerId, id, 'reject');
      rejected += 1;
    } catch (error) {
      if (!(error instanceof AppError && error.kind === 'conflict')) throw error;
    }
  }
  return rejected;
}

/** GET /api/orders: a page of the caller's orders with the total behind 'View all (n)'. */
export async function listOrders(db: Database, userId: string, query: OrdersQuery): Promise<OrdersResponse> {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  if (query.cursor && !after) throw invalidCursorError();
  // One row more than asked tells whether another page exists.
  const [{ rows, total }] = await readOrderLists(db, userId, { lists: [{ role: query.role, state: query.state }], limit: query.limit + 1, after });
  const page = rows.slice(0, query.limit);
  return {
    orders: page.map((row) => toApiOrder(row, userId)),
    total,
    nextCursor: rows.length > query.limit ? encodeCursor({ createdAt: toExactIso(page.at(-1)!.created_at), id: page.at(-1)!.id }) : null,
  };
}

/** GET /api/seller-orders: docs/product.md §3's seller grouping (new orders to deliver, history). */
export async function listSellerOrders(db: Database, sellerId: string, limit = LIST_LIMIT): Promise<SellerOrdersResponse> {
  const lists = [
    { role: 'seller', state: 'active' },
    { role: 'seller', state: 'history' },
  ] as const;
  const [newOrders, orderHistory] = await readOrderLists(db, sellerId, { lists, limit });
  return {
    newOrders: newOrders.rows.map((row) => toApiOrder(row, sellerId)),
    orderHistory: orderHistory.rows.map((row) => toApiOrder(row, sellerId)),
    newOrdersCount: newOrders.total,
    historyCount: orderHistory.total,
  };
}
