import { orderActions, orderTransitions, type OrderStatus, type PaymentStatus } from '@fundi/shared';
import type { Database } from '../src/db';

/** Where the money must be for each order status (DECISIONS.md §4). */
const paymentOf: Record<OrderStatus, PaymentStatus> = {
  PENDING: 'HELD',
  ACCEPTED: 'HELD',
  IN_PROGRESS: 'HELD',
  COMPLETED: 'RELEASED',
  REJECTED: 'REFUNDED',
  CANCELLED: 'REFUNDED',
};

/**
 * What is wrong with an order as stored, as readable lines (none when it is whole): exactly one
 * payment of the order's price whose status and events match the order's status, and a
 * history that is a path through the shared lifecycle table, each step taken by the party the
 * table names, ending at the order's status. Used after races and crashes, where a half-written
 * or doubly-applied change would show up here.
 */
export async function orderProblems(db: Database, orderId: string): Promise<string[]> {
  const order = await db.selectFrom('orders').select(['status', 'price_cents', 'buyer_id', 'seller_id']).where('id', '=', orderId).executeTakeFirst();
  if (!order) return [`order ${orderId} is missing`];
  const status = order.status as OrderStatus;
  const problems: string[] = [];

  const payments = await db.selectFrom('payments').select(['id', 'status', 'amount_cents']).where('order_id', '=', orderId).execute();
  if (payments.length !== 1) problems.push(`${payments.length} payments`);
  for (const payment of payments) {
    if (payment.amount_cents !== order.price_cents) problems.push(`payment of ${payment.amount_cents} for a price of ${order.price_cents}`);
    if (payment.status !== paymentOf[status]) problems.push(`payment ${payment.status} for a ${status} order`);
    const events = await db.selectFrom('payment_events').select('status').where('payment_id', '=', payment.id).orderBy('id').execute();
    const expected = paymentOf[status] === 'HELD' ? ['HELD'] : ['HELD', paymentOf[status]];
    const seen = events.map((event) => event.status);
    if (seen.join() !== expected.join()) problems.push(`payment events ${seen.join('>')} instead of ${expected.join('>')}`);
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
    if (!allowed || step.actor_id !== actor) problems.push(`step ${step.from_status} -> ${step.to_status} after ${at} is not in the lifecycle`);
    at = step.to_status;
  }
  if (at !== status) problems.push(`history ends at ${at} but the order is ${status}`);
  return problems;
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
