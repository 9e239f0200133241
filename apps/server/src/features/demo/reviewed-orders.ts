import { nairobiToday } from '@fundi/shared';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/types';
import type { DemoReview, DemoSeller } from './data/types';
import { serviceKey, type Ids } from './seed-demo-data';

const day = 24 * 60 * 60 * 1000;

/**
 * Reviews belong to completed orders, so every demo review comes with the order it reviews:
 * booked, accepted, completed, paid out, then reviewed, at believable times in the past.
 */
export async function insertReviewedOrders(trx: Transaction<DB>, ids: Ids, sellers: DemoSeller[], reviews: DemoReview[]): Promise<void> {
  if (reviews.length === 0) return;
  const sellerByKey = new Map(sellers.map((seller) => [seller.key, seller]));
  const now = Date.now();
  const orders = reviews.map((review) => {
    const offering = sellerByKey.get(review.sellerKey)!.offerings.find((candidate) => candidate.title === review.offeringTitle)!;
    const reviewedAt = now - review.daysAgo * day;
    const bookedAt = reviewedAt - 6 * day;
    return {
      review,
      priceCents: offering.priceKsh * 100,
      serviceId: ids.services.get(serviceKey(offering))!,
      title: offering.title,
      bookedAt: new Date(bookedAt),
      acceptedAt: new Date(bookedAt + 3 * 60 * 60 * 1000),
      completedAt: new Date(reviewedAt - day),
      reviewedAt: new Date(reviewedAt),
      bookingDate: nairobiToday(new Date(bookedAt + 2 * day)),
    };
  });

  const inserted = await trx
    .insertInto('orders')
    .values(
      orders.map((order) => ({
        buyer_id: ids.users.get(order.review.buyerKey)!,
        seller_id: ids.users.get(order.review.sellerKey)!,
        // A paid order: its seller sees it (migration 0016).
        seller_sees: true,
        service_id: order.serviceId,
        service_title: order.title,
        price_cents: order.priceCents,
        booking_date: order.bookingDate,
        status: 'COMPLETED',
        created_at: order.bookedAt,
        updated_at: order.completedAt,
      })),
    )
    .returning('id')
    .execute();

  await trx
    .insertInto('order_events')
    .values(
      orders.flatMap((order, index) => {
        const orderId = inserted[index]!.id;
        const buyer = ids.users.get(order.review.buyerKey)!;
        const seller = ids.users.get(order.review.sellerKey)!;
        return [
          { order_id: orderId, from_status: null, to_status: 'PENDING', actor_id: buyer, created_at: order.bookedAt },
          { order_id: orderId, from_status: 'PENDING', to_status: 'ACCEPTED', actor_id: seller, created_at: order.acceptedAt },
          { order_id: orderId, from_status: 'ACCEPTED', to_status: 'COMPLETED', actor_id: seller, created_at: order.completedAt },
        ];
      }),
    )
    .execute();

  await trx
    .insertInto('payments')
    .values(
      orders.map((order, index) => ({
        order_id: inserted[index]!.id,
        amount_cents: order.priceCents,
        status: 'RELEASED',
        provider: 'simulated',
        provider_reference: `DEMO-${inserted[index]!.id.slice(0, 8).toUpperCase()}`,
        created_at: order.bookedAt,
        updated_at: order.completedAt,
      })),
    )
    .execute();

  await trx
    .insertInto('reviews')
    .values(
      orders.map((order, index) => ({
        order_id: inserted[index]!.id,
        buyer_id: ids.users.get(order.review.buyerKey)!,
        seller_id: ids.users.get(order.review.sellerKey)!,
        service_id: order.serviceId,
        rating: order.review.rating,
        comment: order.review.comment,
        created_at: order.reviewedAt,
      })),
    )
    .execute();

  await sql`
    UPDATE users SET rating_sum = totals.sum, rating_count = totals.count
    FROM (SELECT seller_id, sum(rating)::int AS sum, count(*)::int AS count FROM reviews GROUP BY seller_id) AS totals
    WHERE users.id = totals.seller_id
  `.execute(trx);
}
