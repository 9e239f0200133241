import type { ReviewRequest } from '@fundi/shared';
import { sql } from 'kysely';
import type { Database } from '../../db';
import { AppError } from '../../lib/app-error';

/**
 * POST /api/orders/{id}/review: only the buyer of a COMPLETED order, once (the database's
 * unique order_id decides, so five racing submissions store one). The seller's rating moves
 * in the same transaction, so listings show it at once.
 */
export async function reviewOrder(db: Database, buyerId: string, orderId: string, request: ReviewRequest) {
  return db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').select(['buyer_id', 'seller_id', 'service_id', 'status']).where('id', '=', orderId).executeTakeFirst();
    if (!order || (order.buyer_id !== buyerId && order.seller_id !== buyerId)) throw new AppError('not-found', 'Order not found');
    if (order.buyer_id !== buyerId) throw new AppError('forbidden', 'Only the buyer can review this order');
    if (order.status !== 'COMPLETED') throw new AppError('conflict', 'Only a completed order can be reviewed');
    // The seller's row before the order the review marks (the lock order of migration 0008):
    // a rename of the seller updating their orders meanwhile waits instead of deadlocking.
    await trx.selectFrom('users').select('id').where('id', '=', order.seller_id).forNoKeyUpdate().execute();

    const review = await trx
      .insertInto('reviews')
      .values({
        order_id: orderId,
        buyer_id: buyerId,
        seller_id: order.seller_id,
        service_id: order.service_id,
        rating: request.rating,
        comment: request.comment ?? null,
      })
      .onConflict((conflict) => conflict.column('order_id').doNothing())
      .returning(['id', 'rating', 'comment'])
      .executeTakeFirst();
    if (!review) throw new AppError('conflict', 'You have already reviewed this order');
    await trx
      .updateTable('users')
      .set({ rating_sum: sql`rating_sum + ${request.rating}`, rating_count: sql`rating_count + 1` })
      .where('id', '=', order.seller_id)
      .execute();
    return { id: review.id, orderId, rating: review.rating, comment: review.comment };
  });
}

export const reviewTexts = { submitted: 'Review submitted successfully!' };
