import { describe, expect, it, vi } from 'vitest';
import { bearer } from '../../../test/auth-helpers';
import { orderProblems } from '../../../test/order-invariants';
import { createTestContext } from '../../../test/helpers';
import { act, book, createBuyer, createSeller } from '../../../test/marketplace';

const { app, db } = await createTestContext();

async function newOrder(status: 'PENDING' | 'ACCEPTED' | 'IN_PROGRESS' | 'COMPLETED' | 'REJECTED' | 'CANCELLED' = 'PENDING') {
  const seller = await createSeller(app, db);
  const buyer = await createBuyer(app);
  const stranger = await createBuyer(app, 'Stranger');
  const response = await book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id });
  expect(response.statusCode).toBe(201);
  const orderId = response.json().order.id as string;
  const path: Record<string, Array<[string, 'buyer' | 'seller']>> = {
    PENDING: [],
    ACCEPTED: [['accept', 'seller']],
    IN_PROGRESS: [['accept', 'seller'], ['start', 'seller']],
    COMPLETED: [['accept', 'seller'], ['complete', 'seller']],
    REJECTED: [['reject', 'seller']],
    CANCELLED: [['cancel', 'buyer']],
  };
  for (const [action, by] of path[status]!) {
    expect((await act(app, by === 'seller' ? seller.accessToken : buyer.accessToken, orderId, action)).statusCode).toBe(200);
  }
  return { seller, buyer, stranger, orderId };
}

describe('booking', () => {
  it('places a pending order at the seller’s price and holds the money', async () => {
    const seller = await createSeller(app, db, { priceKsh: 3500, title: 'Geyser repair' });
    const buyer = await createBuyer(app);
    const response = await book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'Order placed successfully',
      order: { status: 'PENDING', role: 'buyer', price: 3500, serviceTitle: 'Geyser repair', sellerName: 'Otieno the Plumber', reviewed: false },
    });
    expect(response.json().order.payment).toMatchObject({ status: 'HELD', amount: 3500, provider: 'simulated', transactionId: expect.stringMatching(/^SIM-/) });
  });

  it('refuses an offering that does not exist, one’s own service, and bad input, creating nothing', async () => {
    const seller = await createSeller(app, db, { title: 'Tap fitting' });
    const buyer = await createBuyer(app);
    const before = await db.selectFrom('orders').select('id').execute();
    const unknown = await book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: buyer.id });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Seller not found', code: 'SELLER_NOT_FOUND' });
    const own = await book(app, seller.accessToken, { serviceId: seller.serviceId, sellerId: seller.id });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ error: 'You cannot book your own service', code: 'BOOKING_OWN_SERVICE' });
    const noDate = await book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id, bookingDate: '' });
    expect(noDate.json()).toEqual({ error: 'Select a professional and date.', code: 'BOOKING_SELLER_AND_DATE_REQUIRED' });
    const badDate = await book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id, bookingDate: '2026-02-30' });
    expect(badDate.json()).toEqual({ error: 'Invalid or past booking date.', code: 'BOOKING_DATE_INVALID' });
    expect(await db.selectFrom('orders').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses a service or seller id that is not a UUID with a 400, not a 500 (found by fuzzing)', async () => {
    const seller = await createSeller(app, db, { title: 'Geyser repair' });
    const buyer = await createBuyer(app);
    const notUuid = '000000000000001000080000000000000000';
    const badService = await book(app, buyer.accessToken, { serviceId: `\uD800${seller.serviceId}`, sellerId: seller.id });
    expect(badService.statusCode).toBe(400);
    expect(badService.json()).toEqual({ error: 'Invalid service ID.', code: 'BOOKING_SERVICE_ID_INVALID' });
    const badSeller = await book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: notUuid });
    expect(badSeller.statusCode).toBe(400);
    expect(badSeller.json()).toEqual({ error: 'Invalid seller ID.', code: 'BOOKING_SELLER_ID_INVALID' });
  });

  it('judges "today" in Nairobi: just after midnight EAT, yesterday’s UTC date is already past', async () => {
    // 21:30 UTC on 1 March is 00:30 on 2 March in Nairobi (UTC+3).
    vi.useFakeTimers({ now: new Date('2027-03-01T21:30:00Z'), toFake: ['Date'] });
    try {
      const seller = await createSeller(app, db, { title: 'Toilet repair' });
      const buyer = await createBuyer(app);
      const utcToday = await book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id, bookingDate: '2027-03-01' });
      expect(utcToday.statusCode).toBe(400);
      expect(utcToday.json()).toEqual({ error: 'Invalid or past booking date.', code: 'BOOKING_DATE_INVALID' });
      const nairobiToday = await book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id, bookingDate: '2027-03-02' });
      expect(nairobiToday.statusCode).toBe(201);
    } finally {
      vi.useRealTimers();
    }
  });

  it('turns a retried booking with the same Idempotency-Key into one order, even when the retries race', async () => {
    const seller = await createSeller(app, db, { title: 'Water tank cleaning' });
    const buyer = await createBuyer(app);
    const body = { serviceId: seller.serviceId, sellerId: seller.id };
    const answers = await Promise.all(Array.from({ length: 5 }, () => book(app, buyer.accessToken, body, 'booking-attempt-1')));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json().order.id)).size).toBe(1);
    const again = await book(app, buyer.accessToken, body, 'booking-attempt-1');
    expect(again.json().order.id).toBe(answers[0]!.json().order.id);
    expect(await db.selectFrom('orders').select('id').where('buyer_id', '=', buyer.id).execute()).toHaveLength(1);
    expect((await book(app, buyer.accessToken, body, 'booking-attempt-2')).json().order.id).not.toBe(answers[0]!.json().order.id);
  });

  it('needs a signed-in buyer', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/orders', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

describe('the order lifecycle, for every actor', () => {
  const cases: Array<[string, Parameters<typeof newOrder>[0], 'buyer' | 'seller' | 'stranger' | 'anonymous', number, string?]> = [
    ['accept', 'PENDING', 'seller', 200],
    ['accept', 'PENDING', 'buyer', 403, 'Only the seller can accept this order'],
    ['accept', 'PENDING', 'stranger', 404, 'Order not found'],
    ['accept', 'PENDING', 'anonymous', 401],
    ['accept', 'ACCEPTED', 'seller', 409, 'Cannot accept an order that is accepted'],
    ['reject', 'PENDING', 'seller', 200],
    ['reject', 'ACCEPTED', 'seller', 409, 'Cannot reject an order that is accepted'],
    ['reject', 'PENDING', 'buyer', 403, 'Only the seller can reject this order'],
    ['start', 'ACCEPTED', 'seller', 200],
    ['start', 'PENDING', 'seller', 409, 'Cannot start an order that is pending'],
    ['start', 'ACCEPTED', 'buyer', 403, 'Only the seller can start this order'],
    ['complete', 'ACCEPTED', 'seller', 200],
    ['complete', 'IN_PROGRESS', 'seller', 200],
    ['complete', 'PENDING', 'seller', 409, 'Cannot complete an order that is pending'],
    ['complete', 'IN_PROGRESS', 'buyer', 403, 'Only the seller can complete this order'],
    ['complete', 'COMPLETED', 'seller', 409, 'Cannot complete an order that is completed'],
    ['cancel', 'PENDING', 'buyer', 200],
    ['cancel', 'ACCEPTED', 'buyer', 200],
    ['cancel', 'IN_PROGRESS', 'buyer', 409, 'Cannot cancel an order that is in progress'],
    ['cancel', 'PENDING', 'seller', 403, 'Only the buyer can cancel this order'],
    ['cancel', 'CANCELLED', 'buyer', 409, 'Cannot cancel an order that is cancelled'],
    ['cancel', 'REJECTED', 'stranger', 404, 'Order not found'],
  ];

  // One code per kind of refusal; the text names the action and the status.
  const codeOfRefusal: Record<number, string> = { 403: 'ORDER_ACTION_NOT_YOURS', 404: 'ORDER_NOT_FOUND', 409: 'ORDER_ACTION_NOT_ALLOWED' };

  it.each(cases)('%s on a %s order by the %s answers %i', async (action, status, actor, code, text) => {
    const { seller, buyer, stranger, orderId } = await newOrder(status);
    const token = { seller: seller.accessToken, buyer: buyer.accessToken, stranger: stranger.accessToken, anonymous: undefined }[actor];
    const response = await act(app, token, orderId, action);
    expect(response.statusCode).toBe(code);
    if (text) expect(response.json()).toEqual({ error: text, code: codeOfRefusal[code] });
    const events = await db.selectFrom('order_events').select(['from_status', 'to_status', 'actor_id']).where('order_id', '=', orderId).orderBy('id').execute();
    if (code === 200) {
      expect(response.json().order.status).toBe(events.at(-1)!.to_status);
      expect(events.at(-1)).toMatchObject({ from_status: status, actor_id: actor === 'buyer' ? buyer.id : seller.id });
    }
  });

  it('lets exactly one of 10 racing accept/reject requests win', async () => {
    const { seller, orderId } = await newOrder('PENDING');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => act(app, seller.accessToken, orderId, index % 2 === 0 ? 'accept' : 'reject')),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(9);
    const events = await db.selectFrom('order_events').select('to_status').where('order_id', '=', orderId).execute();
    expect(events).toHaveLength(2);
  });

  it('accepts the empty JSON body the spec’s client sends', async () => {
    const { seller, orderId } = await newOrder('PENDING');
    const response = await app.inject({
      method: 'PUT',
      url: `/api/orders/${orderId}/accept`,
      headers: { ...bearer(seller.accessToken), 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers a stranger asking for an order as if it did not exist', async () => {
    const { stranger, orderId } = await newOrder('PENDING');
    const response = await app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: bearer(stranger.accessToken) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Order not found', code: 'ORDER_NOT_FOUND' });
  });

  it('answers a malformed order id with 400, never 500', async () => {
    const { seller } = await newOrder('PENDING');
    expect((await act(app, seller.accessToken, 'not-a-uuid', 'accept')).statusCode).toBe(400);
  });
});

describe('the money held until the job is done', () => {
  const summary = async (token: string) => (await app.inject({ method: 'GET', url: '/api/payments/summary', headers: bearer(token) })).json();

  const eventsOf = async (orderId: string) =>
    (
      await db
        .selectFrom('payment_events')
        .innerJoin('payments', 'payments.id', 'payment_events.payment_id')
        .select('payment_events.status')
        .where('payments.order_id', '=', orderId)
        .orderBy('payment_events.id')
        .execute()
    ).map((event) => event.status);
  const confirm = (token: string, orderId: string) => app.inject({ method: 'PUT', url: `/api/orders/${orderId}/confirm`, headers: bearer(token) });

  it('stays held when the job is completed, until the buyer confirms: then the seller is paid', async () => {
    const completed = await newOrder('COMPLETED');
    expect(await summary(completed.seller.accessToken)).toEqual({ asSeller: { held: 2500, releasing: 0, released: 0 }, asBuyer: { held: 0, refunded: 0 }, payoutPhone: null });
    const order = (await app.inject({ method: 'GET', url: `/api/orders/${completed.orderId}`, headers: bearer(completed.buyer.accessToken) })).json().order;
    expect(order.payment.status).toBe('HELD');
    // Released 48 hours after completion unless the buyer confirms or objects.
    const hoursAhead = (Date.parse(order.payment.releaseAt) - Date.now()) / 3_600_000;
    expect(hoursAhead).toBeGreaterThan(47.9);
    expect(hoursAhead).toBeLessThanOrEqual(48);

    expect((await confirm(completed.seller.accessToken, completed.orderId)).json()).toMatchObject({ error: 'Only the buyer can confirm this job', code: 'CONFIRM_NOT_YOURS' });
    const confirmed = await confirm(completed.buyer.accessToken, completed.orderId);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().order.payment).toMatchObject({ status: 'RELEASED', fee: 0 });
    expect(await summary(completed.seller.accessToken)).toMatchObject({ asSeller: { held: 0, releasing: 0, released: 2500 } });
    expect((await confirm(completed.buyer.accessToken, completed.orderId)).json()).toMatchObject({ error: 'This payment is no longer held', code: 'CONFIRM_NOT_HELD' });
    expect(await eventsOf(completed.orderId)).toEqual(['AWAITING_PAYMENT', 'HELD', 'RELEASING', 'RELEASED']);
    expect(await orderProblems(db, completed.orderId)).toEqual([]);
  });

  it('is held while the job is under way and refunded on rejection or cancellation', async () => {
    const held = await newOrder('ACCEPTED');
    const early = await confirm(held.buyer.accessToken, held.orderId);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('Only a completed job can be confirmed');
    expect(await summary(held.buyer.accessToken)).toMatchObject({ asSeller: { held: 0, releasing: 0, released: 0 }, asBuyer: { held: 2500, refunded: 0 } });
    expect((await summary(held.seller.accessToken)).asSeller).toEqual({ held: 2500, releasing: 0, released: 0 });

    const rejected = await newOrder('REJECTED');
    expect((await summary(rejected.buyer.accessToken)).asBuyer).toEqual({ held: 0, refunded: 2500 });
    const cancelled = await newOrder('CANCELLED');
    expect((await summary(cancelled.buyer.accessToken)).asBuyer).toEqual({ held: 0, refunded: 2500 });
    expect(await eventsOf(cancelled.orderId)).toEqual(['AWAITING_PAYMENT', 'HELD', 'REFUNDING', 'REFUNDED']);
    for (const { orderId } of [held, rejected, cancelled]) expect(await orderProblems(db, orderId)).toEqual([]);
  });
});

/** A buyer's seven orders with one seller: four pending, one of each finished status. */
async function dashboard() {
  const seller = await createSeller(app, db, { title: 'Kitchen sink repair' });
  const buyer = await createBuyer(app, 'Achieng Buyer');
  const orderIds: string[] = [];
  for (let index = 0; index < 7; index += 1) orderIds.push((await book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id })).json().order.id);
  await act(app, seller.accessToken, orderIds[0]!, 'reject');
  await act(app, seller.accessToken, orderIds[1]!, 'accept');
  await act(app, seller.accessToken, orderIds[1]!, 'complete');
  await act(app, buyer.accessToken, orderIds[2]!, 'cancel');
  return { seller, buyer, orderIds };
}
const { seller, buyer, orderIds } = await dashboard();
const get = (token: string, url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } });
const listed = async (token: string, url: string) => (await get(token, url)).json();

describe('the dashboard lists', () => {
  it('page through every order newest first without gaps or repeats, with the true total', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await listed(buyer.accessToken, `/api/orders?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.total).toBe(7);
      seen.push(...page.orders.map((order: { id: string }) => order.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...orderIds].reverse());
  });

  it('filter by the caller’s side and by active or history, each order seen from the caller’s side', async () => {
    const active = await listed(buyer.accessToken, '/api/orders?role=buyer&state=active&limit=5');
    expect(active.total).toBe(4);
    expect(active.orders.every((order: { status: string; role: string }) => order.role === 'buyer' && order.status === 'PENDING')).toBe(true);
    const history = await listed(buyer.accessToken, '/api/orders?role=buyer&state=history');
    expect(history.orders.map((order: { status: string }) => order.status).sort()).toEqual(['CANCELLED', 'COMPLETED', 'REJECTED']);
    expect((await listed(buyer.accessToken, '/api/orders?role=seller')).total).toBe(0);
    expect((await listed(seller.accessToken, '/api/orders?role=seller')).orders[0]).toMatchObject({ role: 'seller', buyer: { name: 'Achieng Buyer' } });
  });

  it('group a seller’s orders into new orders to deliver and history, with counts', async () => {
    const grouped = await listed(seller.accessToken, '/api/seller-orders?limit=5');
    expect(grouped).toMatchObject({ newOrdersCount: 4, historyCount: 3 });
    expect(grouped.newOrders).toHaveLength(4);
    expect(grouped.orderHistory.map((order: { status: string }) => order.status).sort()).toEqual(['CANCELLED', 'COMPLETED', 'REJECTED']);
    const small = await listed(seller.accessToken, '/api/seller-orders?limit=2');
    expect(small.newOrders).toHaveLength(2);
    expect(small.newOrdersCount).toBe(4);
  });

  it('show nobody else’s orders', async () => {
    const stranger = await createBuyer(app, 'Stranger');
    expect(await listed(stranger.accessToken, '/api/orders')).toEqual({ orders: [], total: 0, nextCursor: null });
    expect(await listed(stranger.accessToken, '/api/seller-orders')).toEqual({ newOrders: [], orderHistory: [], newOrdersCount: 0, historyCount: 0 });
  });

  it('refuse a forged cursor and an out-of-range limit with 400', async () => {
    expect((await get(buyer.accessToken, '/api/orders?cursor=forged')).json()).toEqual({ error: 'Invalid page cursor', code: 'INVALID_PAGE_CURSOR' });
    expect((await get(buyer.accessToken, '/api/orders?limit=500')).statusCode).toBe(400);
    expect((await get(seller.accessToken, '/api/seller-orders?limit=500')).statusCode).toBe(400);
  });

  it('refuse a cursor shaped like ours but holding what PostgreSQL cannot compare with 400, not 500 (found by fuzzing)', async () => {
    const forge = (createdAt: string, id: string) => Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');
    const uuid = '00000000-0000-4000-8000-000000000000';
    for (const cursor of [forge('2026-01-01T00:00:00.000Z', '-'.repeat(36)), forge('-271821-04-20T00:00:00.000Z', uuid), forge('+275760-09-13T00:00:00.000Z', uuid)]) {
      const response = await get(buyer.accessToken, `/api/orders?cursor=${cursor}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Invalid page cursor', code: 'INVALID_PAGE_CURSOR' });
    }
  });

  it.each(['/api/orders?limit=5', '/api/seller-orders?limit=5'])('%s answers a phone that already holds the list with an empty 304, privately', async (url) => {
    const token = url.startsWith('/api/orders') ? buyer.accessToken : seller.accessToken;
    const first = await get(token, url);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    const again = await get(token, url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id });
    const changed = await get(token, url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });
});
