import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers';
import { createTestContext } from '../../../test/helpers';
import { act, book, createBuyer, createSeller } from '../../../test/marketplace';

const { app, db } = await createTestContext();
const seller = await createSeller(app, db, { title: 'Kitchen sink repair' });
const buyer = await createBuyer(app, 'Achieng Buyer');
const orderIds: string[] = [];
for (let index = 0; index < 7; index += 1) {
  orderIds.push((await book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id })).json().order.id);
}
await act(app, seller.accessToken, orderIds[0]!, 'reject');
await act(app, seller.accessToken, orderIds[1]!, 'accept');
await act(app, seller.accessToken, orderIds[1]!, 'complete');
await act(app, buyer.accessToken, orderIds[2]!, 'cancel');

const get = async (token: string, url: string) => (await app.inject({ method: 'GET', url, headers: bearer(token) })).json();

describe('GET /api/orders', () => {
  it('pages through every order newest first without gaps or repeats, with the true total', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await get(buyer.accessToken, `/api/orders?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.total).toBe(7);
      seen.push(...page.orders.map((order: { id: string }) => order.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...orderIds].reverse());
  });

  it('merges the orders an account placed and received, newest first, page after page', async () => {
    const geyser = await createSeller(app, db, { title: 'Geyser installation' });
    const wiring = await createSeller(app, db, { title: 'House rewiring' });
    const placedAndReceived: string[] = [];
    for (let index = 0; index < 4; index += 1) {
      placedAndReceived.push((await book(app, wiring.accessToken, { serviceId: geyser.serviceId, sellerId: geyser.id })).json().order.id);
      placedAndReceived.push((await book(app, geyser.accessToken, { serviceId: wiring.serviceId, sellerId: wiring.id })).json().order.id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await get(geyser.accessToken, `/api/orders?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.total).toBe(8);
      seen.push(...page.orders.map((order: { id: string }) => order.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...placedAndReceived].reverse());
    expect((await get(geyser.accessToken, '/api/orders?state=active')).total).toBe(8);
    expect((await get(geyser.accessToken, '/api/orders?state=history')).total).toBe(0);
  });

  it('filters by the caller’s side and by active or history', async () => {
    const active = await get(buyer.accessToken, '/api/orders?role=buyer&state=active&limit=5');
    expect(active.total).toBe(4);
    expect(active.orders.every((order: { status: string; role: string }) => order.role === 'buyer' && order.status === 'PENDING')).toBe(true);
    const history = await get(buyer.accessToken, '/api/orders?role=buyer&state=history');
    expect(history.orders.map((order: { status: string }) => order.status).sort()).toEqual(['CANCELLED', 'COMPLETED', 'REJECTED']);
    expect((await get(buyer.accessToken, '/api/orders?role=seller')).total).toBe(0);
    expect((await get(seller.accessToken, '/api/orders?role=seller')).orders[0]).toMatchObject({ role: 'seller', buyer: { name: 'Achieng Buyer' } });
  });

  it('refuses a forged cursor and an out-of-range limit with 400', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/orders?cursor=forged', headers: bearer(buyer.accessToken) })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/orders?limit=500', headers: bearer(buyer.accessToken) })).statusCode).toBe(400);
  });

  it('refuses a cursor shaped like ours but holding what PostgreSQL cannot compare with 400, not 500 (found by fuzzing)', async () => {
    const forge = (createdAt: string, id: string) => Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');
    const uuid = '00000000-0000-4000-8000-000000000000';
    for (const cursor of [forge('2026-01-01T00:00:00.000Z', '-'.repeat(36)), forge('-271821-04-20T00:00:00.000Z', uuid), forge('+275760-09-13T00:00:00.000Z', uuid)]) {
      const response = await app.inject({ method: 'GET', url: `/api/orders?cursor=${cursor}`, headers: bearer(buyer.accessToken) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Invalid page cursor' });
    }
  });

  it('shows nobody else’s orders', async () => {
    const stranger = await createBuyer(app, 'Stranger');
    expect(await get(stranger.accessToken, '/api/orders')).toEqual({ orders: [], total: 0, nextCursor: null });
  });
});

describe('GET /api/seller-orders', () => {
  it('groups a seller’s orders into new orders to deliver and history, with counts', async () => {
    const grouped = await get(seller.accessToken, '/api/seller-orders?limit=5');
    expect(grouped.newOrdersCount).toBe(4);
    expect(grouped.historyCount).toBe(3);
    expect(grouped.newOrders).toHaveLength(4);
    expect(grouped.orderHistory.map((order: { status: string }) => order.status).sort()).toEqual(['CANCELLED', 'COMPLETED', 'REJECTED']);
    const small = await get(seller.accessToken, '/api/seller-orders?limit=2');
    expect(small.newOrders).toHaveLength(2);
    expect(small.newOrdersCount).toBe(4);
  });
});
