import { describe, expect, it } from 'vitest';
import { bearer } from '../auth-helpers';
import { createTestContext } from '../helpers';
import { act, book, createBuyer, createSeller } from '../marketplace';
import { orderProblems, ratingProblems } from '../order-invariants';

// The seller's rating is a running sum and count beside the reviews
// (docs/decisions/0032-reviews.md), so a lost update under concurrency would show as a rating that
// no longer matches the reviews. (Orders are never deleted, so "review vs order deletion" has no
// route to race; closing the account of either party is the nearest thing, raced below.)
const { app, db } = await createTestContext();

async function completedOrders(seller: Awaited<ReturnType<typeof createSeller>>, buyer: { accessToken: string }, count: number) {
  const ids = await Promise.all(
    Array.from({ length: count }, async () => (await book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id })).json().order.id as string),
  );
  for (const id of ids) {
    for (const action of ['accept', 'complete']) expect((await act(app, seller.accessToken, id, action)).statusCode).toBe(200);
    // The buyer confirms: the seller is paid, so no money held binds either account any more.
    expect((await confirmJob(buyer.accessToken, id)).statusCode).toBe(200);
  }
  return ids;
}
const confirmJob = (token: string, orderId: string) => app.inject({ method: 'PUT', url: `/api/orders/${orderId}/confirm`, headers: bearer(token) });
const review = (token: string, orderId: string, rating: number) =>
  app.inject({ method: 'POST', url: `/api/orders/${orderId}/review`, headers: bearer(token), payload: { rating } });

describe('racing reviews', () => {
  it('of many orders of one seller at once all count: the running rating equals the reviews', async () => {
    const seller = await createSeller(app, db, { title: 'Popular fundi' });
    const buyer = await createBuyer(app);
    const orderIds = await completedOrders(seller, buyer, 8);
    const ratings = [5, 4, 3, 5, 1, 2, 4, 5];
    const answers = await Promise.all(orderIds.map((id, index) => review(buyer.accessToken, id, ratings[index]!)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(201));
    expect(await ratingProblems(db, seller.id)).toEqual([]);
    const stored = await db.selectFrom('users').select(['rating_sum', 'rating_count']).where('id', '=', seller.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ rating_sum: 29, rating_count: 8 });
  });

  it('twice on one order while the buyer closes the account: at most one review, the rating still adds up', async () => {
    const seller = await createSeller(app, db, { title: 'Reviewed while closing' });
    const buyer = await createBuyer(app);
    const [orderId] = await completedOrders(seller, buyer, 1);
    const [first, second, closed] = await Promise.all([
      review(buyer.accessToken, orderId!, 5),
      review(buyer.accessToken, orderId!, 2),
      app.inject({ method: 'DELETE', url: '/auth/users', headers: bearer(buyer.accessToken), payload: { reason: 'not-using' } }),
    ]);
    expect(closed.statusCode).toBe(200);
    const statuses = [first.statusCode, second.statusCode];
    // A review that passed the sign-in check before the closure may land; never two, never a 500.
    expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(1);
    for (const status of statuses) expect([201, 401, 409]).toContain(status);
    const stored = await db.selectFrom('reviews').select('rating').where('order_id', '=', orderId!).execute();
    expect(stored).toHaveLength(statuses.filter((status) => status === 201).length);
    expect(await ratingProblems(db, seller.id)).toEqual([]);
    expect(await orderProblems(db, orderId!)).toEqual([]);
  });

  it('of four orders while the seller closes the account all land, and the rating still adds up', async () => {
    const seller = await createSeller(app, db, { title: 'Reviewed while leaving' });
    const buyer = await createBuyer(app);
    const orderIds = await completedOrders(seller, buyer, 4);
    const [closed, ...reviews] = await Promise.all([
      app.inject({ method: 'DELETE', url: '/auth/users', headers: bearer(seller.accessToken), payload: { reason: 'not-using' } }),
      ...orderIds.map((id, index) => review(buyer.accessToken, id, index + 1)),
    ]);
    expect(closed.statusCode).toBe(200);
    // Reviews belong to completed orders, which stay when a seller leaves.
    expect(reviews.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    expect(await ratingProblems(db, seller.id)).toEqual([]);
  });
});
