import type { ReviewRequest } from '@fundi/shared';
import { sql } from 'kysely';
import type { Database } from '../../db';

export function findReviewedOrder(db: Database, orderId: string) {
  return db.selectFrom('orders').select(['buyer_id', 'seller_id', 'service_id', 'status']).where('id', '=', orderId).executeTakeFirst();
}

/**
 * The seller's row locked before the order the review marks (the lock order of migration
 * 0008): a rename of the seller updating their orders meanwhile waits instead of deadlocking.
 */
export async function lockSeller(trx: Database, sellerId: string): Promise<void> {
  await trx.selectFrom('users').select('id').where('id', '=', sellerId).forNoKeyUpdate().execute();
}

type NewReview = ReviewRequest & { orderId: string; buyerId: string; sellerId: string; serviceId: string };

/** The review, unless the order already has one (the database's unique order_id decides). */
export function insertReview(trx: Database, review: NewReview) {
  return trx
    .insertInto('reviews')
    .values({
      order_id: review.orderId,
      buyer_id: review.buyerId,
      seller_id: review.sellerId,
      service_id: review.serviceId,
      rating: review.rating,
      comment: review.comment ?? null,
    })
    .onConflict((conflict) => conflict.column('order_id').doNothing())
    .returning(['id', 'rating', 'comment'])
    .executeTakeFirst();
}

export async function addToSellerRating(trx: Database, sellerId: string, rating: number): Promise<void> {
  await trx
    .updateTable('users')
    .set({ rating_sum: sql`rating_sum + ${rating}`, rating_count: sql`rating_count + 1` })
    .where('id', '=', sellerId)
    .execute();
}
