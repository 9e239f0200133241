import type { ReviewRequest } from '@fundi/shared';
import type { Database } from '../../db';
import { AppError } from '../../lib/app-error';
import { addToSellerRating, findReviewedOrder, insertReview, lockSeller } from './reviews.repository';

/**
 * POST /api/orders/{id}/review: only the buyer of a COMPLETED order, once (the database's
 * unique order_id decides, so five racing submissions store one). The seller's rating moves
 * in the same transaction, so listings show it at once.
 */
export async function reviewOrder(db: Database, buyerId: string, orderId: string, request: ReviewRequest) {
  return db.transaction().execute(async (trx) => {
    const order = await findReviewedOrder(trx, orderId);
    if (!order || (order.buyer_id !== buyerId && order.seller_id !== buyerId)) throw new AppError('not-found', 'Order not found');
    if (order.buyer_id !== buyerId) throw new AppError('forbidden', 'Only the buyer can review this order');
    if (order.status !== 'COMPLETED') throw new AppError('conflict', 'Only a completed order can be reviewed');
    await lockSeller(trx, order.seller_id);
    const review = await insertReview(trx, { ...request, orderId, buyerId, sellerId: order.seller_id, serviceId: order.service_id });
    if (!review) throw new AppError('conflict', 'You have already reviewed this order');
    await addToSellerRating(trx, order.seller_id, request.rating);
    return { id: review.id, orderId, rating: review.rating, comment: review.comment };
  });
}

export const reviewTexts = { submitted: 'Review submitted successfully!' };
