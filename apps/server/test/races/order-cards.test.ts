import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { bearer } from '../auth-helpers';
import { formData, sendForm } from '../forms';
import { createTestContext } from '../helpers';
import { act, book, createBuyer, createSeller } from '../marketplace';
import { cardProblems, orderProblems, ratingProblems } from '../order-invariants';

// Each order carries a copy of its card (both names, the seller's photo, the payment, the
// review; migration 0008). A copy that a racing change missed would show a stale name on a
// dashboard for good, and a lock taken out of order would fail one of the two with a deadlock.
const { app, db, databaseUrl } = await createTestContext();

const rename = (account: { email: string; accessToken: string }, name: string) =>
  sendForm(app, 'PUT', '/api/profile', account.accessToken, formData({ name, email: account.email, phone: '', location: 'Thika', bio: '' }));
const review = (token: string, orderId: string) => app.inject({ method: 'POST', url: `/api/orders/${orderId}/review`, headers: bearer(token), payload: { rating: 4 } });
const ordersOfSeller = (sellerId: string) => db.selectFrom('orders').select('id').where('seller_id', '=', sellerId).execute();

async function signedInSeller(title: string) {
  const seller = await createSeller(app, db, { title });
  const login = await app.inject({ method: 'POST', url: '/auth/login', payload: { identifier: seller.email, password: seller.password } });
  return { ...seller, accessToken: login.json().accessToken as string };
}

describe('order cards', () => {
  it('carry the names as they are after a rename that raced six bookings', async () => {
    const seller = await signedInSeller('Renamed while booked');
    const buyer = await createBuyer(app, 'Booking Buyer');
    const [renamed, ...bookings] = await Promise.all([
      rename(seller, 'Otieno Pipes Ltd'),
      ...Array.from({ length: 6 }, () => book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id })),
    ]);
    expect(renamed!.statusCode).toBe(200);
    expect(bookings.map((answer) => answer.statusCode)).toEqual(Array(6).fill(201));
    const orders = await ordersOfSeller(seller.id);
    expect(orders).toHaveLength(6);
    for (const { id } of orders) expect(await orderProblems(db, id)).toEqual([]);
    const { orders: listed } = (await app.inject({ method: 'GET', url: '/api/orders?limit=10', headers: bearer(buyer.accessToken) })).json();
    expect(listed.map((order: { sellerName: string }) => order.sellerName)).toEqual(Array(6).fill('Otieno Pipes Ltd'));
  });

  it('of a seller renamed while four reviews land: every request succeeds, every copy is right', async () => {
    const seller = await signedInSeller('Renamed while reviewed');
    const buyer = await createBuyer(app, 'Reviewing Buyer');
    const ids: string[] = [];
    for (let index = 0; index < 4; index += 1) {
      const id = (await book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id })).json().order.id as string;
      for (const action of ['accept', 'complete']) expect((await act(app, seller.accessToken, id, action)).statusCode).toBe(200);
      ids.push(id);
    }
    // Renames keep coming while the reviews land, to widen the window a deadlock needs.
    const renames = ['Otieno Pipes', 'Otieno Drains', 'Otieno Fittings', 'Otieno Water', 'Otieno & Sons'];
    const renamed = (async () => {
      const statuses: number[] = [];
      for (const name of renames) statuses.push((await rename(seller, name)).statusCode);
      return statuses;
    })();
    const answers = await Promise.all([...ids.map((id) => review(buyer.accessToken, id)), rename(buyer, 'Amina K.')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 200]);
    expect(await renamed).toEqual(Array(renames.length).fill(200));
    for (const id of ids) expect(await orderProblems(db, id)).toEqual([]);
    expect(await ratingProblems(db, seller.id)).toEqual([]);
    const { orders } = (await app.inject({ method: 'GET', url: '/api/orders?limit=10', headers: bearer(buyer.accessToken) })).json();
    expect(orders.map(({ sellerName, buyer: { name }, reviewed }: { sellerName: string; buyer: { name: string }; reviewed: boolean }) => [sellerName, name, reviewed])).toEqual(
      Array(4).fill(['Otieno & Sons', 'Amina K.', true]),
    );
  });

  it("show a closed account as 'Deleted user' on the other party's orders", async () => {
    const seller = await signedInSeller('Closed after booking');
    const buyer = await createBuyer(app, 'Leaving Buyer');
    const id = (await book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id })).json().order.id as string;
    // An account with an order under way, or money held for one, cannot be closed: the job is done and paid first.
    for (const action of ['accept', 'complete']) expect((await act(app, seller.accessToken, id, action)).statusCode).toBe(200);
    expect((await app.inject({ method: 'PUT', url: `/api/orders/${id}/confirm`, headers: bearer(buyer.accessToken) })).statusCode).toBe(200);
    const closed = await app.inject({ method: 'DELETE', url: '/auth/users', headers: bearer(buyer.accessToken), payload: { reason: 'not-using' } });
    expect(closed.statusCode).toBe(200);
    expect(await cardProblems(db, id)).toEqual([]);
    const { orderHistory } = (await app.inject({ method: 'GET', url: '/api/seller-orders', headers: bearer(seller.accessToken) })).json();
    expect(orderHistory).toEqual([expect.objectContaining({ id, buyer: { id: buyer.id, name: 'Deleted user' } })]);
  });

  // The races above cannot force the one interleaving that deadlocks; this forces it. A review
  // marks the order (its trigger takes the order's row) and then moves the seller's rating (the
  // seller's row); a rename takes the seller's row and then, by its trigger, their orders'. The
  // review takes the seller's row first (reviews.service.ts), so the rename waits instead.
  it("let a rename wait for a review that holds the seller's row, in the review's lock order", async () => {
    const seller = await signedInSeller('Lock order');
    const buyer = await createBuyer(app, 'Lock Buyer');
    const orderId = (await book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id })).json().order.id as string;
    for (const action of ['accept', 'complete']) expect((await act(app, seller.accessToken, orderId, action)).statusCode).toBe(200);
    const reviewing = new pg.Client({ connectionString: databaseUrl });
    const renaming = new pg.Client({ connectionString: databaseUrl });
    await Promise.all([reviewing.connect(), renaming.connect()]);
    try {
      await reviewing.query('BEGIN');
      await reviewing.query('SELECT id FROM users WHERE id = $1 FOR NO KEY UPDATE', [seller.id]);
      await renaming.query('BEGIN');
      const renamed = renaming.query("UPDATE users SET name = 'Otieno Renamed' WHERE id = $1", [seller.id]);
      await reviewing.query('INSERT INTO reviews (order_id, buyer_id, seller_id, service_id, rating) VALUES ($1, $2, $3, $4, 5)', [orderId, buyer.id, seller.id, seller.serviceId]);
      await reviewing.query('UPDATE users SET rating_sum = rating_sum + 5, rating_count = rating_count + 1 WHERE id = $1', [seller.id]);
      await reviewing.query('COMMIT');
      await renamed;
      await renaming.query('COMMIT');
    } finally {
      await Promise.all([reviewing.end(), renaming.end()]);
    }
    expect(await cardProblems(db, orderId)).toEqual([]);
    const card = await db.selectFrom('orders').select(['seller_name', 'reviewed']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(card).toEqual({ seller_name: 'Otieno Renamed', reviewed: true });
  });
});
