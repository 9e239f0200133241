import { lastBookableDate, RATE_LIMITS } from '@fundi/shared';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers';
import { createTestContext } from '../../../test/helpers';
import { book, createBuyer, createSeller, dayInNairobi } from '../../../test/marketplace';

const { app, db } = await createTestContext();

describe('booking bounds', () => {
  it('refuses a date more than 12 months ahead, and creates nothing', async () => {
    const seller = await createSeller(app, db);
    const buyer = await createBuyer(app);
    for (const bookingDate of ['9999-12-31', dayInNairobi(400)]) {
      const refused = await book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id, bookingDate });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ error: 'Bookings can be made up to 12 months ahead.', code: 'BOOKING_TOO_FAR_AHEAD' });
    }
    expect(await db.selectFrom('orders').select('id').where('buyer_id', '=', buyer.id).execute()).toEqual([]);
    const lastDay = await book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id, bookingDate: lastBookableDate(new Date()) });
    expect(lastDay.statusCode).toBe(201);
  });

  it(`lets one buyer place ${RATE_LIMITS.bookingsPerBuyer.max} bookings an hour, however many are sent at once`, async () => {
    const seller = await createSeller(app, db);
    const buyer = await createBuyer(app);
    const attempts = RATE_LIMITS.bookingsPerBuyer.max + 10;
    // A day each, so the seller's bookings a day are not what stops them.
    const answers = await Promise.all(
      Array.from({ length: attempts }, (_, index) => book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id, bookingDate: dayInNairobi(1 + index) })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(RATE_LIMITS.bookingsPerBuyer.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expect(await db.selectFrom('orders').select('id').where('buyer_id', '=', buyer.id).execute()).toHaveLength(RATE_LIMITS.bookingsPerBuyer.max);
    // Another buyer is not held back by this one.
    const other = await createBuyer(app);
    expect((await book(app, other.accessToken, { serviceId: seller.serviceId, sellerId: seller.id })).statusCode).toBe(201);
  });
});

describe('declining a flood of bookings', () => {
  const rejectPending = (token: string, buyerId: string) =>
    app.inject({ method: 'POST', url: '/api/seller-orders/reject-pending', headers: bearer(token), payload: { buyerId } });

  it('declines every pending booking of one buyer at once, refunding each, and leaves the rest alone', async () => {
    const seller = await createSeller(app, db);
    const flooder = await createBuyer(app, 'Flood Buyer');
    const regular = await createBuyer(app, 'Regular Buyer');
    const bookBy = (buyer: { accessToken: string }) => book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id });
    const flood = await Promise.all(Array.from({ length: 6 }, () => bookBy(flooder)));
    const kept = (await bookBy(regular)).json().order.id as string;
    const accepted = flood[0]!.json().order.id as string;
    expect((await app.inject({ method: 'PUT', url: `/api/orders/${accepted}/accept`, headers: bearer(seller.accessToken) })).statusCode).toBe(200);

    // Another seller names the same buyer: none of these orders is theirs to decline.
    const stranger = await createSeller(app, db, { title: 'Other trade' });
    expect((await rejectPending(stranger.accessToken, flooder.id)).json()).toEqual({ rejected: 0 });

    const answer = await rejectPending(seller.accessToken, flooder.id.toUpperCase());
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ rejected: 5 });
    const orders = await db
      .selectFrom('orders')
      .innerJoin('payments', 'payments.order_id', 'orders.id')
      .select(['orders.id', 'orders.status', 'payments.status as payment'])
      .where('orders.seller_id', '=', seller.id)
      .execute();
    const byId = new Map(orders.map((order) => [order.id, order]));
    expect(byId.get(accepted)).toMatchObject({ status: 'ACCEPTED', payment: 'HELD' });
    expect(byId.get(kept)).toMatchObject({ status: 'PENDING', payment: 'HELD' });
    const declined = orders.filter((order) => order.status === 'REJECTED');
    expect(declined).toHaveLength(5);
    for (const order of declined) expect(order.payment).toBe('REFUNDED');
    // Each was one recorded step, by the seller.
    const events = await db.selectFrom('order_events').select('actor_id').where('to_status', '=', 'REJECTED').where('order_id', 'in', declined.map((order) => order.id)).execute();
    expect(events).toEqual(declined.map(() => ({ actor_id: seller.id })));
  });

  it('refuses a buyer id that is not one', async () => {
    const seller = await createSeller(app, db);
    const refused = await rejectPending(seller.accessToken, 'not-an-id');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: 'Buyer not found', code: 'BUYER_NOT_FOUND' });
  });
});
