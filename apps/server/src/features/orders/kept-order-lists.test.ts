import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bearer, logIn } from '../../../test/auth-helpers';
import { createTestContext } from '../../../test/helpers';
import { act, book, createBuyer, createSeller } from '../../../test/marketplace';

// The dashboards' first pages are kept and sent again while the person's orders are unchanged
// (kept-order-lists.ts); none of these may ever show an answer older than the data.
const { app, db, databaseUrl } = await createTestContext();
const seller = await createSeller(app, db, { title: 'Leaking tap repair' });
const buyer = await createBuyer(app, 'Njeri Buyer');

const get = (token: string, url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } });
const buyerOrders = async () => (await get(buyer.accessToken, '/api/orders?limit=5')).json();
const sellerOrders = async () => (await get(seller.accessToken, '/api/seller-orders?limit=5')).json();
const placeOrder = async () => (await book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id })).json().order.id as string;

describe('kept order lists', () => {
  it('show every change to an order at once, however it was made', async () => {
    const orderId = await placeOrder();
    // Read twice, so that the second answer is a kept one.
    await buyerOrders();
    await sellerOrders();
    expect((await buyerOrders()).orders[0]).toMatchObject({ id: orderId, status: 'PENDING', reviewed: false });
    expect((await sellerOrders()).newOrdersCount).toBe(1);

    await act(app, seller.accessToken, orderId, 'accept');
    expect((await buyerOrders()).orders[0].status).toBe('ACCEPTED');
    await act(app, seller.accessToken, orderId, 'complete');
    const completed = await sellerOrders();
    expect(completed).toMatchObject({ newOrdersCount: 0, historyCount: 1 });
    expect(completed.orderHistory[0]).toMatchObject({ id: orderId, status: 'COMPLETED' });

    const review = { rating: 5, comment: 'Fixed the tap in ten minutes.', orderId, serviceId: seller.serviceId };
    await app.inject({ method: 'POST', url: `/api/orders/${orderId}/review`, headers: bearer(buyer.accessToken), payload: review });
    expect((await buyerOrders()).orders[0].reviewed).toBe(true);

    // Not through any order route: the seller's new name reaches the cards by migration 0008's trigger.
    await db.updateTable('users').set({ name: 'Otieno Fundi' }).where('id', '=', seller.id).execute();
    expect((await buyerOrders()).orders[0].sellerName).toBe('Otieno Fundi');
    // Nor this: a change made straight in the database.
    await sql`update orders set booking_date = '2030-01-02' where id = ${orderId}`.execute(db);
    expect((await sellerOrders()).orderHistory[0].bookingDate).toBe('2030-01-02');
  });

  it('show a new order and its payment to both people', async () => {
    const before = (await buyerOrders()).total;
    await sellerOrders();
    const orderId = await placeOrder();
    const listed = await buyerOrders();
    expect(listed.total).toBe(before + 1);
    expect(listed.orders[0]).toMatchObject({ id: orderId, payment: { status: 'HELD' } });
    expect((await sellerOrders()).newOrders[0].id).toBe(orderId);
    await act(app, buyer.accessToken, orderId, 'cancel');
    expect((await sellerOrders()).newOrders.map((order: { id: string }) => order.id)).not.toContain(orderId);
    expect((await buyerOrders()).orders[0].payment.status).toBe('REFUNDED');
  });

  it('see a change made through another server instance', async () => {
    const other = await createTestContext({ databaseUrl });
    const orderId = await placeOrder();
    await buyerOrders();
    expect((await buyerOrders()).orders[0].status).toBe('PENDING');
    await act(other.app, seller.accessToken, orderId, 'reject');
    expect((await buyerOrders()).orders[0].status).toBe('REJECTED');
  });

  it('refuse a session that has ended even when its list is kept', async () => {
    const session = await logIn(app, buyer.email);
    expect((await get(session.accessToken, '/api/orders?limit=5')).statusCode).toBe(200);
    expect((await get(session.accessToken, '/api/orders?limit=5')).statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(session.accessToken), payload: { refreshToken: session.refreshToken } });
    const refused = await get(session.accessToken, '/api/orders?limit=5');
    expect(refused.statusCode).toBe(401);
    expect(refused.body).not.toContain('Leaking tap repair');
  });

  it('are each person’s own: the same call by someone else gets their own list', async () => {
    await buyerOrders();
    const stranger = await createBuyer(app, 'Kamau Stranger');
    expect((await get(stranger.accessToken, '/api/orders?limit=5')).json()).toEqual({ orders: [], total: 0, nextCursor: null });
    expect((await get(seller.accessToken, '/api/orders?limit=5')).json().orders.every((order: { role: string }) => order.role === 'seller')).toBe(true);
  });

  it('answer a phone that already holds the list with an empty 304, privately', async () => {
    const first = await get(buyer.accessToken, '/api/orders?limit=5');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    const again = await get(buyer.accessToken, '/api/orders?limit=5', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await placeOrder();
    const changed = await get(buyer.accessToken, '/api/orders?limit=5', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('give each change to a person’s orders a version never given before', async () => {
    const versionOf = async (userId: string) =>
      (await db.selectFrom('order_counts').select('version').where('user_id', '=', userId).executeTakeFirstOrThrow()).version;
    const seen = new Set([await versionOf(buyer.id), await versionOf(seller.id)]);
    const orderId = await placeOrder();
    await act(app, seller.accessToken, orderId, 'accept');
    expect((await buyerOrders()).orders.map((order: { id: string }) => order.id)).toContain(orderId);
    // Orders are never deleted by the product; the trigger still covers it.
    await sql`delete from orders where id = ${orderId}`.execute(db);
    for (const version of [await versionOf(buyer.id), await versionOf(seller.id)]) {
      expect(seen.has(version)).toBe(false);
      seen.add(version);
    }
    expect((await buyerOrders()).orders.map((order: { id: string }) => order.id)).not.toContain(orderId);
  });
});
