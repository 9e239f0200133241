import { activeStatuses, historyStatuses, mpesaAmount, orderActions, orderTransitions, type OrderStatus, type PaymentStatus } from '@fundi/shared';
import { sql } from 'kysely';
import type { Database } from '../src/db';
import { ledgerProblems } from './ledger-invariants';

/** Where the money may be for each order status (docs/product.md §4). */
const paymentsOf: Record<OrderStatus, readonly PaymentStatus[]> = {
  PENDING: ['AWAITING_PAYMENT', 'FAILED', 'HELD'],
  ACCEPTED: ['HELD'],
  IN_PROGRESS: ['HELD'],
  // Refunded only when a dispute was decided for the buyer (checked below).
  COMPLETED: ['HELD', 'RELEASING', 'RELEASED', 'DISPUTED', 'SPLITTING', 'SPLIT', 'REFUNDING', 'REFUNDED'],
  REJECTED: ['REFUNDING', 'REFUNDED'],
  CANCELLED: ['AWAITING_PAYMENT', 'FAILED', 'REFUNDING', 'REFUNDED'],
};

/**
 * What is wrong with an order as stored, as readable lines (none when it is whole): exactly one
 * payment of the order's price in whole shillings, in a state its order allows, whose ledger
 * holds (test/ledger-invariants.ts); a history that is a path through the shared lifecycle
 * table, each step taken by the party the table names (or the server cancelling an unpaid
 * order), ending at the order's status; the seller sees it exactly when it was ever paid.
 * Used after races and crashes, where a half-written or doubly-applied change would show up.
 */
export async function orderProblems(db: Database, orderId: string): Promise<string[]> {
  const order = await db.selectFrom('orders').select(['status', 'price_cents', 'buyer_id', 'seller_id', 'seller_sees']).where('id', '=', orderId).executeTakeFirst();
  if (!order) return [`order ${orderId} is missing`];
  const status = order.status as OrderStatus;
  const problems: string[] = [];

  const payments = await db.selectFrom('payments').select(['id', 'status', 'amount_cents']).where('order_id', '=', orderId).execute();
  if (payments.length !== 1) problems.push(`${payments.length} payments`);
  for (const payment of payments) {
    if (payment.amount_cents !== mpesaAmount(order.price_cents) * 100) problems.push(`payment of ${payment.amount_cents} for a price of ${order.price_cents}`);
    const everDisputed = await db.selectFrom('payment_events').select('id').where('payment_id', '=', payment.id).where('status', '=', 'DISPUTED').executeTakeFirst();
    const isRefundedJob = status === 'COMPLETED' && (payment.status === 'REFUNDING' || payment.status === 'REFUNDED');
    if (!paymentsOf[status].includes(payment.status as PaymentStatus) || (isRefundedJob && !everDisputed)) problems.push(`payment ${payment.status} for a ${status} order`);
    problems.push(...(await ledgerProblems(db, payment.id)));
    const everHeld = await db.selectFrom('payment_events').select('id').where('payment_id', '=', payment.id).where('status', '=', 'HELD').executeTakeFirst();
    const sellerActed = status === 'ACCEPTED' || status === 'IN_PROGRESS' || status === 'COMPLETED' || status === 'REJECTED';
    const mustSee = sellerActed || (status === 'PENDING' && payment.status === 'HELD');
    if (order.seller_sees && !everHeld) problems.push('the seller sees an order never paid');
    if (mustSee && !order.seller_sees) problems.push(`the seller does not see a ${status} order paid ${payment.status}`);
  }

  const history = await db.selectFrom('order_events').select(['from_status', 'to_status', 'actor_id']).where('order_id', '=', orderId).orderBy('id').execute();
  const [first, ...steps] = history;
  if (!first || first.from_status !== null || first.to_status !== 'PENDING' || first.actor_id !== order.buyer_id) {
    problems.push('history does not start with the buyer booking it (-> PENDING)');
  }
  let at = first?.to_status;
  for (const step of steps) {
    const action = orderActions.find((name) => orderTransitions[name].to === step.to_status);
    const transition = action && orderTransitions[action];
    const allowed = transition && step.from_status === at && transition.from.includes(step.from_status as OrderStatus);
    const actor = transition && (transition.by === 'buyer' ? order.buyer_id : order.seller_id);
    // The server cancels an order left unpaid: a step with no actor.
    const byServer = step.actor_id === null && step.to_status === 'CANCELLED' && !order.seller_sees;
    if (!allowed || (step.actor_id !== actor && !byServer)) problems.push(`step ${step.from_status} -> ${step.to_status} after ${at} is not in the lifecycle`);
    at = step.to_status;
  }
  if (at !== status) problems.push(`history ends at ${at} but the order is ${status}`);
  return [...problems, ...(await cardProblems(db, orderId)), ...(await countProblems(db, order.buyer_id)), ...(await countProblems(db, order.seller_id))];
}

/** What is wrong with a person's order counts (migrations 0009, 0016): each must equal a count of the orders they see. */
async function countProblems(db: Database, userId: string): Promise<string[]> {
  const stored = await db.selectFrom('order_counts').selectAll().where('user_id', '=', userId).executeTakeFirst();
  const counted = await db
    .selectFrom('orders')
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere('buyer_id', '=', userId).filterWhere('status', 'in', activeStatuses).as('buyer_active'),
      eb.fn.countAll<number>().filterWhere('buyer_id', '=', userId).filterWhere('status', 'in', historyStatuses).as('buyer_history'),
      eb.fn.countAll<number>().filterWhere('seller_id', '=', userId).filterWhere('seller_sees', '=', true).filterWhere('status', 'in', activeStatuses).as('seller_active'),
      eb.fn.countAll<number>().filterWhere('seller_id', '=', userId).filterWhere('seller_sees', '=', true).filterWhere('status', 'in', historyStatuses).as('seller_history'),
    ])
    .where((eb) => eb.or([eb('buyer_id', '=', userId), eb('seller_id', '=', userId)]))
    .executeTakeFirstOrThrow();
  const columns = ['buyer_active', 'buyer_history', 'seller_active', 'seller_history'] as const;
  return columns
    .filter((column) => (stored?.[column] ?? 0) !== Number(counted[column]))
    .map((column) => `${column} counts ${stored?.[column] ?? 0} orders, not ${counted[column]}`);
}

/**
 * What is wrong with the card an order carries (migration 0008): each copy must equal what it
 * copies: both people's names and the seller's photo now, the payment, whether it was reviewed.
 */
export async function cardProblems(db: Database, orderId: string): Promise<string[]> {
  const card = await db
    .selectFrom('orders')
    .innerJoin('users as buyer', 'buyer.id', 'orders.buyer_id')
    .innerJoin('users as seller', 'seller.id', 'orders.seller_id')
    .leftJoin('payments', 'payments.order_id', 'orders.id')
    .leftJoin('reviews', 'reviews.order_id', 'orders.id')
    .select([
      'orders.buyer_name',
      'buyer.name as buyer_now',
      'orders.seller_name',
      'seller.name as seller_now',
      'orders.seller_photo_id',
      'seller.profile_photo_id as photo_now',
      'orders.payment_status',
      'payments.status as payment_now',
      'orders.payment_amount_cents',
      'payments.amount_cents as amount_now',
      'orders.payment_provider',
      'payments.provider as provider_now',
      'orders.payment_reference',
      'payments.provider_reference as reference_now',
      'orders.payment_fee_cents',
      'payments.fee_cents as fee_now',
      'orders.payment_receipt',
      'payments.receipt as receipt_now',
      'orders.payment_phone',
      'payments.phone as phone_now',
      'orders.payment_failure_reason',
      'payments.failure_reason as failure_now',
      sql<string | null>`orders.payment_release_at::text`.as('release_at'),
      sql<string | null>`payments.release_at::text`.as('release_now'),
      sql<string | null>`orders.payment_settled_at::text`.as('settled_at'),
      sql<string | null>`payments.settled_at::text`.as('settled_now'),
      'orders.reviewed',
      'reviews.id as review_id',
    ])
    .where('orders.id', '=', orderId)
    .executeTakeFirstOrThrow();
  const copies: Array<[string, unknown, unknown]> = [
    ['buyer name', card.buyer_name, card.buyer_now],
    ['seller name', card.seller_name, card.seller_now],
    ['seller photo', card.seller_photo_id, card.photo_now],
    ['payment status', card.payment_status, card.payment_now],
    ['payment amount', card.payment_amount_cents, card.amount_now],
    ['payment provider', card.payment_provider, card.provider_now],
    ['payment reference', card.payment_reference, card.reference_now],
    ['payment fee', card.payment_fee_cents, card.fee_now],
    ['receipt', card.payment_receipt, card.receipt_now],
    ['payment phone', card.payment_phone, card.phone_now],
    ['failure reason', card.payment_failure_reason, card.failure_now],
    ['release time', card.release_at, card.release_now],
    ['settled time', card.settled_at, card.settled_now],
    ['reviewed', card.reviewed, card.review_id !== null],
  ];
  return copies.filter(([, copy, source]) => copy !== source).map(([what, copy, source]) => `the card's ${what} is ${String(copy)}, not ${String(source)}`);
}

/** What is wrong with a seller's running rating: it must equal the sum and count of their reviews. */
export async function ratingProblems(db: Database, sellerId: string): Promise<string[]> {
  const seller = await db.selectFrom('users').select(['rating_sum', 'rating_count']).where('id', '=', sellerId).executeTakeFirstOrThrow();
  const reviews = await db
    .selectFrom('reviews')
    .select((eb) => [eb.fn.coalesce(eb.fn.sum<number>('rating'), eb.lit(0)).as('sum'), eb.fn.countAll<number>().as('count')])
    .where('seller_id', '=', sellerId)
    .executeTakeFirstOrThrow();
  const [sum, count] = [Number(reviews.sum), Number(reviews.count)];
  return seller.rating_sum === sum && seller.rating_count === count
    ? []
    : [`rating ${seller.rating_sum}/${seller.rating_count} but the reviews add up to ${sum}/${count}`];
}
