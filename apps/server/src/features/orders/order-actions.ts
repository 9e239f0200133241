import {
  canPerform,
  orderActionConflictText,
  orderActionForbiddenText,
  orderTransitions,
  type Order,
  type OrderAction,
  type OrderStatus,
} from '@fundi/shared';
import type { Database } from '../../db';
import { AppError } from '../../lib/app-error';
import { settlePayment } from '../../lib/payments/ledger';
import type { Realtime } from '../../plugins/realtime';
import { toApiOrder } from './order-api';
import { findOrder } from './orders.repository';

/** What each final status means for the held money (DECISIONS.md §4). */
const settlementOf: Partial<Record<OrderStatus, 'RELEASED' | 'REFUNDED'>> = {
  COMPLETED: 'RELEASED',
  REJECTED: 'REFUNDED',
  CANCELLED: 'REFUNDED',
};

/**
 * PUT /api/orders/{id}/{action}, decided by the lifecycle table of the shared package. The
 * order row is locked first, so of two racing requests the second sees the first one's
 * result and is refused: exactly one wins. Each step is recorded with its actor and time.
 */
export async function performOrderAction(
  { db, realtime }: { db: Database; realtime: Realtime },
  userId: string,
  orderId: string,
  action: OrderAction,
): Promise<Order> {
  const transition = orderTransitions[action];
  const parties = await db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select(['status', 'buyer_id', 'seller_id'])
      .where('id', '=', orderId)
      .forUpdate()
      .executeTakeFirst();
    // Someone else's order is as good as missing: its existence is not the caller's business.
    if (!order || (order.buyer_id !== userId && order.seller_id !== userId)) throw new AppError('not-found', 'Order not found');
    const party = order.buyer_id === userId ? 'buyer' : 'seller';
    const status = order.status as OrderStatus;
    if (transition.by !== party) throw new AppError('forbidden', orderActionForbiddenText(action));
    if (!canPerform(action, status, party)) throw new AppError('conflict', orderActionConflictText(action, status));

    await trx.updateTable('orders').set({ status: transition.to, updated_at: new Date() }).where('id', '=', orderId).execute();
    await trx.insertInto('order_events').values({ order_id: orderId, from_status: status, to_status: transition.to, actor_id: userId }).execute();
    const settlement = settlementOf[transition.to];
    if (settlement) await settlePayment(trx, orderId, settlement);
    return [order.buyer_id, order.seller_id];
  });
  realtime.publish(parties, { type: 'order', order: { id: orderId, status: transition.to } });
  return toApiOrder((await findOrder(db, orderId))!, userId);
}
