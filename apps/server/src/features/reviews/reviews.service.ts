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
    if (!order || (order.buyer_id !== buyerId && order.seller_id !== buyerId)) throw new AppError('not-found', 'ORDER_NOT_FOUND');
    if (order.buyer_id !== buyerId) throw new AppError('forbidden', 'REVIEW_NOT_YOURS');
    if (order.status !== 'COMPLETED') throw new AppError('conflict', 'REVIEW_ORDER_NOT_COMPLETED');
    await lockSeller(trx, order.seller_id);
    const review = await insertReview(trx, { ...request, orderId, buyerId, sellerId: order.seller_id, serviceId: order.service_id });
    if (!review) throw new AppError('conflict', 'REVIEW_ALREADY_GIVEN');
    await addToSellerRating(trx, order.seller_id, request.rating);
    return { id: review.id, orderId, rating: review.rating, comment: review.comment };
  });
}

export const reviewTexts = { submitted: 'Review submitted successfully!' };
