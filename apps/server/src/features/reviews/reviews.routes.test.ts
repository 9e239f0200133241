import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers';
import { createTestContext } from '../../../test/helpers';
import { act, book, createBuyer, createSeller } from '../../../test/marketplace';

const { app, db } = await createTestContext();

async function completedOrder() {
  const seller = await createSeller(app, db, { title: `Repair ${Math.random()}` });
  const buyer = await createBuyer(app);
  const orderId = (await book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id })).json().order.id as string;
  await act(app, seller.accessToken, orderId, 'accept');
  await act(app, seller.accessToken, orderId, 'complete');
  return { seller, buyer, orderId };
}
const review = (token: string, orderId: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/orders/${orderId}/review`, headers: bearer(token), payload });

describe('reviews', () => {
  it('are stored once for a completed order and move the seller’s rating at once', async () => {
    const { seller, buyer, orderId } = await completedOrder();
    const response = await review(buyer.accessToken, orderId, { rating: 4, comment: '  Came on time, fixed it fast.  ', orderId, serviceId: 'x' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ message: 'Review submitted successfully!', review: { rating: 4, comment: 'Came on time, fixed it fast.' } });
    const listing = (await app.inject({ method: 'GET', url: '/api/services?category=plumbing' })).json();
    const card = listing.services.flatMap((service: { sellers: Array<{ id: string }> }) => service.sellers).find((entry: { id: string }) => entry.id === seller.id);
    expect(card).toMatchObject({ rating: 4, reviewsCount: 1, ratings: [4] });
    const orders = (await app.inject({ method: 'GET', url: '/api/orders', headers: bearer(buyer.accessToken) })).json();
    expect(orders.orders[0].reviewed).toBe(true);
  });

  it('store exactly one of five racing submissions', async () => {
    const { buyer, orderId, seller } = await completedOrder();
    const answers = await Promise.all([1, 2, 3, 4, 5].map((rating) => review(buyer.accessToken, orderId, { rating })));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409).map((answer) => answer.json())).toEqual(
      Array(4).fill({ error: 'You have already reviewed this order', code: 'REVIEW_ALREADY_GIVEN' }),
    );
    expect(await db.selectFrom('reviews').select('id').where('order_id', '=', orderId).execute()).toHaveLength(1);
    const sellerRow = await db.selectFrom('users').select('rating_count').where('id', '=', seller.id).executeTakeFirstOrThrow();
    expect(sellerRow.rating_count).toBe(1);
  });

  it('are refused for orders not completed, for the seller, for strangers and with bad ratings', async () => {
    const { seller, buyer, orderId } = await completedOrder();
    const stranger = await createBuyer(app, 'Stranger');
    expect((await review(seller.accessToken, orderId, { rating: 5 })).json()).toEqual({ error: 'Only the buyer can review this order', code: 'REVIEW_NOT_YOURS' });
    expect((await review(stranger.accessToken, orderId, { rating: 5 })).statusCode).toBe(404);
    for (const rating of [0, 6, 4.5, '5', null]) {
      const bad = await review(buyer.accessToken, orderId, { rating });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ error: 'Please select a rating between 1 and 5.', code: 'REVIEW_RATING_INVALID' });
    }
    expect((await review(buyer.accessToken, orderId, { rating: 5, comment: 'x'.repeat(1001) })).json()).toEqual({
      error: 'Comment must be at most 1000 characters.',
      code: 'REVIEW_COMMENT_TOO_LONG',
    });

    const pendingSeller = await createSeller(app, db, { title: 'Pending job' });
    const pending = (await book(app, buyer.accessToken, { serviceId: pendingSeller.serviceId, sellerId: pendingSeller.id })).json().order.id;
    const early = await review(buyer.accessToken, pending, { rating: 5 });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ error: 'Only a completed order can be reviewed', code: 'REVIEW_ORDER_NOT_COMPLETED' });
  });
});
