import { describe, expect, it } from 'vitest';
import { bearer } from '../auth-helpers';
import { createTestContext } from '../helpers';
import { book, createBuyer, createSeller, dayInNairobi } from '../marketplace';
import { orderProblems } from '../order-invariants';

// Bookings racing for a seller's last place of a day (docs/decisions/0052-availability.md): each
// booking counts the day's orders under a lock on that seller and day, so exactly one wins.
const { app, db } = await createTestContext();

const racers = 8;

async function sellerTaking(dailyCapacity: number) {
  const seller = await createSeller(app, db, { title: `Racing for a day, ${dailyCapacity} a day` });
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/me/availability',
    headers: bearer(seller.accessToken),
    payload: { workingDays: [1, 2, 3, 4, 5, 6, 7], blockedDates: [], dailyCapacity },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return seller;
}

async function ordersOn(sellerId: string, day: string) {
  return db.selectFrom('orders').select('id').where('seller_id', '=', sellerId).where('booking_date', '=', day).execute();
}

describe('bookings racing for the last place of a day', () => {
  it(`of ${racers} buyers at once, exactly one gets it; the others are refused and leave nothing behind`, async () => {
    const seller = await sellerTaking(3);
    const day = dayInNairobi(3);
    const early = await createBuyer(app, 'Early Buyer');
    for (let index = 0; index < 2; index++) expect((await book(app, early.accessToken, { serviceId: seller.serviceId, sellerId: seller.id, bookingDate: day })).statusCode).toBe(201);

    const buyers = await Promise.all(Array.from({ length: racers }, (_, index) => createBuyer(app, `Racer ${index}`)));
    const answers = await Promise.all(buyers.map((buyer) => book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id, bookingDate: day })));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(racers - 1).fill(409)]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) expect(refused.json().code).toBe('AVAILABILITY_DAY_UNAVAILABLE');

    const orders = await ordersOn(seller.id, day);
    expect(orders).toHaveLength(3);
    for (const { id } of orders) expect(await orderProblems(db, id)).toEqual([]);
    const racerIds = buyers.map((buyer) => buyer.id);
    expect(await db.selectFrom('payments').innerJoin('orders', 'orders.id', 'payments.order_id').select('payments.id').where('orders.buyer_id', 'in', racerIds).execute()).toHaveLength(1);
  });

  it('while bookings of other days and other sellers do not wait on each other', async () => {
    const seller = await sellerTaking(1);
    const other = await sellerTaking(1);
    const buyer = await createBuyer(app);
    const days = [1, 2, 3, 4].map(dayInNairobi);
    const answers = await Promise.all([
      ...days.map((bookingDate) => book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id, bookingDate })),
      book(app, buyer.accessToken, { serviceId: other.serviceId, sellerId: other.id, bookingDate: days[0] }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
  });

  it('one buyer retrying the last place with one Idempotency-Key gets one order, answered to every retry', async () => {
    const seller = await sellerTaking(1);
    const buyer = await createBuyer(app);
    const day = dayInNairobi(5);
    const body = { serviceId: seller.serviceId, sellerId: seller.id, bookingDate: day };
    const answers = await Promise.all(Array.from({ length: 5 }, () => book(app, buyer.accessToken, body, 'one-booking')));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const [order, ...others] = await ordersOn(seller.id, day);
    expect(others).toEqual([]);
    expect(new Set(answers.map((answer) => answer.json().order.id))).toEqual(new Set([order!.id]));
  });
});
