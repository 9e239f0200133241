import { describe, expect, it } from 'vitest';
import { bearer } from '../auth-helpers';
import { createTestContext } from '../helpers';
import { book, createBuyer, createSeller, dayInNairobi, tomorrowInNairobi } from '../marketplace';
import { orderProblems } from '../order-invariants';

const { app, db } = await createTestContext();

async function ordersOf(buyerId: string) {
  return db.selectFrom('orders').select(['id', 'booking_date']).where('buyer_id', '=', buyerId).execute();
}

describe('racing bookings', () => {
  it('without an Idempotency-Key are separate bookings: each racing one is a whole order with its own held payment', async () => {
    // docs/decisions/0029-booking.md: only the key makes a retry "the same booking"; a person may
    // really book one fundi twice for a day (two jobs), so keyless duplicates are allowed, but each
    // complete.
    const seller = await createSeller(app, db, { priceKsh: 1800, title: 'Keyless racing' });
    const buyer = await createBuyer(app);
    const body = { serviceId: seller.serviceId, sellerId: seller.id };
    const answers = await Promise.all(Array.from({ length: 5 }, () => book(app, buyer.accessToken, body)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const ids = answers.map((answer) => answer.json().order.id as string);
    expect(new Set(ids).size).toBe(5);
    expect((await ordersOf(buyer.id)).map((order) => order.id).sort()).toEqual([...ids].sort());
    for (const id of ids) expect(await orderProblems(db, id)).toEqual([]);
    const summary = await app.inject({ method: 'GET', url: '/api/payments/summary', headers: bearer(buyer.accessToken) });
    expect(summary.json().asBuyer).toEqual({ held: 5 * 1800, refunded: 0 });
  });

  it('with one Idempotency-Key but different bodies make one order; only requests for that booking get it', async () => {
    const seller = await createSeller(app, db, { title: 'Key reuse racing' });
    const buyer = await createBuyer(app);
    const dates = [1, 2, 3, 1, 2, 3].map(dayInNairobi);
    const answers = await Promise.all(dates.map((bookingDate) => book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id, bookingDate }, 'one-key')));
    const [order, ...others] = await ordersOf(buyer.id);
    expect(others).toEqual([]);
    expect(await orderProblems(db, order!.id)).toEqual([]);
    answers.forEach((answer, index) => {
      if (dates[index] === order!.booking_date) {
        expect(answer.statusCode).toBe(201);
        expect(answer.json().order.id).toBe(order!.id);
      } else {
        expect(answer.statusCode).toBe(409);
        expect(answer.json()).toEqual({ error: 'This Idempotency-Key was already used for a different booking', code: 'BOOKING_KEY_REUSED' });
      }
    });
  });

  it('refuse a key reused later for another seller or date, and still answer its own retry', async () => {
    const seller = await createSeller(app, db, { title: 'Key reuse later' });
    const other = await createSeller(app, db, { title: 'Key reuse elsewhere' });
    const buyer = await createBuyer(app);
    const first = await book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id }, 'reused-key');
    expect(first.statusCode).toBe(201);
    const elsewhere = await book(app, buyer.accessToken, { serviceId: other.serviceId, sellerId: other.id }, 'reused-key');
    expect(elsewhere.statusCode).toBe(409);
    const otherDay = await book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id, bookingDate: dayInNairobi(5) }, 'reused-key');
    expect(otherDay.statusCode).toBe(409);
    const retry = await book(app, buyer.accessToken, { serviceId: seller.serviceId.toUpperCase(), sellerId: seller.id, bookingDate: tomorrowInNairobi() }, 'reused-key');
    expect(retry.statusCode).toBe(201);
    expect(retry.json().order.id).toBe(first.json().order.id);
    expect(await ordersOf(buyer.id)).toHaveLength(1);
  });

  it('racing the seller closing their account either books whole orders and keeps the account, or closes it and books none', async () => {
    const seller = await createSeller(app, db, { title: 'Closing while booked' });
    const buyers = await Promise.all([1, 2, 3, 4].map((index) => createBuyer(app, `Racer ${index}`)));
    // A booking waits for the payment provider before its transaction; timing one lets the
    // account closure land while the racing bookings are writing, not before they start. It
    // is declined, so the seller has no order under way when the race begins.
    const started = Date.now();
    const first = await book(app, buyers[0]!.accessToken, { serviceId: seller.serviceId, sellerId: seller.id });
    const bookingMs = Date.now() - started;
    expect((await app.inject({ method: 'PUT', url: `/api/orders/${first.json().order.id}/reject`, headers: bearer(seller.accessToken) })).statusCode).toBe(200);
    const [closed, ...bookings] = await Promise.all([
      new Promise((resolve) => setTimeout(resolve, Math.max(0, bookingMs - 20))).then(() =>
        app.inject({ method: 'DELETE', url: '/auth/users', headers: bearer(seller.accessToken), payload: { reason: 'not-using' } }),
      ),
      ...buyers.map((buyer) => book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id })),
    ]);
    const booked = bookings.filter((answer) => answer.statusCode === 201);
    for (const answer of bookings) {
      expect([201, 404]).toContain(answer.statusCode);
      if (answer.statusCode === 404) expect(answer.json()).toEqual({ error: 'Seller not found', code: 'SELLER_NOT_FOUND' });
      else expect(await orderProblems(db, answer.json().order.id)).toEqual([]);
    }
    // A booking that got in first holds the account open (its buyer's money waits on the
    // seller); a closure that got in first leaves no seller to book.
    if (closed!.statusCode === 200) {
      expect(booked).toEqual([]);
      expect(await db.selectFrom('offerings').select('id').where('seller_id', '=', seller.id).execute()).toEqual([]);
    } else {
      expect(closed!.statusCode).toBe(409);
      expect(booked.length).toBeGreaterThan(0);
      expect(await db.selectFrom('users').select('deleted_at').where('id', '=', seller.id).executeTakeFirstOrThrow()).toEqual({ deleted_at: null });
    }
    const stored = await db.selectFrom('orders').select('id').where('seller_id', '=', seller.id).execute();
    expect(stored).toHaveLength(1 + booked.length);
  });
});
