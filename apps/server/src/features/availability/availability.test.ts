import { isoWeekday, lastBookableDate, MAX_BLOCKED_DATES, nairobiToday, RATE_LIMITS, type ErrorCode } from '@fundi/shared';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers';
import { createTestContext } from '../../../test/helpers';
import { act, book, createBuyer, createSeller, dayInNairobi } from '../../../test/marketplace';
import { API_TEXTS } from '../../lib/api-texts';

// A professional's availability (docs/decisions/0052-availability.md): the seller's own setting,
// the public answer the booking dialog reads, and the booking refusing any other day.
const { app, db } = await createTestContext();

const myAvailability = (token: string) => app.inject({ method: 'GET', url: '/api/me/availability', headers: bearer(token) });
const saveAvailability = (token: string, payload: unknown) => app.inject({ method: 'PUT', url: '/api/me/availability', headers: bearer(token), payload: payload as object });
const proAvailability = (id: string) => app.inject({ method: 'GET', url: `/api/pros/${id}/availability` });
const refusal = (code: ErrorCode) => ({ error: API_TEXTS[code], code });
const unavailable = refusal('AVAILABILITY_DAY_UNAVAILABLE');

/** The first day from `daysAhead` on (Nairobi) that falls on ISO weekday `weekday`. */
function nextWeekday(weekday: number, daysAhead = 1): string {
  for (let offset = daysAhead; ; offset++) {
    const day = dayInNairobi(offset);
    if (isoWeekday(day) === weekday) return day;
  }
}

async function ordersOn(sellerId: string, day: string) {
  return db.selectFrom('orders').select(['id', 'status']).where('seller_id', '=', sellerId).where('booking_date', '=', day).execute();
}

describe('a seller’s own availability', () => {
  it('is every day, nothing blocked and 3 bookings a day until they first save', async () => {
    const seller = await createSeller(app, db, { dailyCapacity: null });
    const answer = await myAvailability(seller.accessToken);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    expect(answer.json()).toEqual({ workingDays: [1, 2, 3, 4, 5, 6, 7], blockedDates: [], dailyCapacity: 3 });
  });

  it('saves and reads back the whole set: weekdays and dates sorted once each, blocked dates before today (Nairobi) dropped', async () => {
    const seller = await createSeller(app, db);
    const [yesterday, today, inTen, inTwenty] = [dayInNairobi(-1), nairobiToday(new Date()), dayInNairobi(10), dayInNairobi(20)];
    const saved = await saveAvailability(seller.accessToken, { workingDays: [6, 1, 3, 1], blockedDates: [inTwenty, yesterday, inTen, today, inTen], dailyCapacity: 5 });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = { workingDays: [1, 3, 6], blockedDates: [today, inTen, inTwenty], dailyCapacity: 5 };
    expect(saved.json()).toEqual(expected);
    expect((await myAvailability(seller.accessToken)).json()).toEqual(expected);
    const row = await db.selectFrom('seller_availability').selectAll().where('seller_id', '=', seller.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ working_days: [1, 3, 6], blocked_dates: [today, inTen, inTwenty], daily_capacity: 5 });

    // Saving again replaces it all.
    const replaced = await saveAvailability(seller.accessToken, { workingDays: [7], blockedDates: [], dailyCapacity: 1 });
    expect(replaced.json()).toEqual({ workingDays: [7], blockedDates: [], dailyCapacity: 1 });
  });

  const valid = { workingDays: [1, 2, 3, 4, 5], blockedDates: [dayInNairobi(3)], dailyCapacity: 2 };
  const tooMany = Array.from({ length: MAX_BLOCKED_DATES + 1 }, (_, index) => dayInNairobi(index + 1));
  const invalidBodies: Array<[string, Record<string, unknown>, ErrorCode]> = [
    ['no working day', { ...valid, workingDays: [] }, 'AVAILABILITY_WORKING_DAYS_REQUIRED'],
    ['working days missing', { blockedDates: [], dailyCapacity: 2 }, 'AVAILABILITY_WORKING_DAYS_REQUIRED'],
    ['working days not a list', { ...valid, workingDays: 'weekdays' }, 'AVAILABILITY_WORKING_DAYS_REQUIRED'],
    ['a weekday 0', { ...valid, workingDays: [0, 1] }, 'AVAILABILITY_WEEKDAY_INVALID'],
    ['a weekday 8', { ...valid, workingDays: [8] }, 'AVAILABILITY_WEEKDAY_INVALID'],
    ['a weekday 1.5', { ...valid, workingDays: [1.5] }, 'AVAILABILITY_WEEKDAY_INVALID'],
    ['a weekday as text', { ...valid, workingDays: ['1'] }, 'AVAILABILITY_WEEKDAY_INVALID'],
    ['more than seven weekdays', { ...valid, workingDays: [1, 2, 3, 4, 5, 6, 7, 1] }, 'AVAILABILITY_WEEKDAY_INVALID'],
    ['a day that does not exist', { ...valid, blockedDates: ['2026-02-30'] }, 'AVAILABILITY_DATE_INVALID'],
    ['a date written otherwise', { ...valid, blockedDates: ['30/12/2026'] }, 'AVAILABILITY_DATE_INVALID'],
    ['a date that is a number', { ...valid, blockedDates: [20261230] }, 'AVAILABILITY_DATE_INVALID'],
    ['blocked dates not a list', { ...valid, blockedDates: '2026-12-30' }, 'AVAILABILITY_DATE_INVALID'],
    [`${MAX_BLOCKED_DATES + 1} blocked dates`, { ...valid, blockedDates: tooMany }, 'AVAILABILITY_TOO_MANY_DATES'],
    ['0 bookings a day', { ...valid, dailyCapacity: 0 }, 'AVAILABILITY_CAPACITY_INVALID'],
    ['21 bookings a day', { ...valid, dailyCapacity: 21 }, 'AVAILABILITY_CAPACITY_INVALID'],
    ['2.5 bookings a day', { ...valid, dailyCapacity: 2.5 }, 'AVAILABILITY_CAPACITY_INVALID'],
    ['bookings a day as text', { ...valid, dailyCapacity: '3' }, 'AVAILABILITY_CAPACITY_INVALID'],
    ['bookings a day missing', { workingDays: [1], blockedDates: [] }, 'AVAILABILITY_CAPACITY_INVALID'],
  ];

  it.each(invalidBodies)('refuses %s (400, its code) and changes nothing', async (_name, body, code) => {
    const seller = await createSeller(app, db);
    expect((await saveAvailability(seller.accessToken, valid)).statusCode).toBe(200);
    const before = await myAvailability(seller.accessToken);
    const refused = await saveAvailability(seller.accessToken, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(refusal(code));
    expect((await myAvailability(seller.accessToken)).json()).toEqual(before.json());
  });

  it('is refused to a buyer, read or written, who has none (403)', async () => {
    const buyer = await createBuyer(app);
    for (const answer of [await myAvailability(buyer.accessToken), await saveAvailability(buyer.accessToken, valid)]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual(refusal('AVAILABILITY_SELLERS_ONLY'));
    }
    expect(await db.selectFrom('seller_availability').select('seller_id').where('seller_id', '=', buyer.id).execute()).toEqual([]);
  });

  it('needs a signed-in caller', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/me/availability' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PUT', url: '/api/me/availability', payload: valid })).statusCode).toBe(401);
  });

  it(`is saved at most ${RATE_LIMITS.settingsWritesPerUser.max} times in ${RATE_LIMITS.settingsWritesPerUser.windowMs / 60_000} minutes`, async () => {
    const seller = await createSeller(app, db);
    const answers = await Promise.all(Array.from({ length: RATE_LIMITS.settingsWritesPerUser.max + 3 }, () => saveAvailability(seller.accessToken, valid)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(RATE_LIMITS.settingsWritesPerUser.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
  });
});

describe('booking a day the seller does not take', () => {
  it('refuses a weekday they do not work, judged by the Nairobi day booked, even sent straight to the API', async () => {
    const seller = await createSeller(app, db);
    const buyer = await createBuyer(app);
    // Monday to Saturday: a Sunday in Nairobi is refused, the Monday after is taken.
    expect((await saveAvailability(seller.accessToken, { workingDays: [1, 2, 3, 4, 5, 6], blockedDates: [], dailyCapacity: 3 })).statusCode).toBe(200);
    const sunday = nextWeekday(7);
    const refused = await book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id, bookingDate: sunday });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(unavailable);
    expect(await ordersOn(seller.id, sunday)).toEqual([]);
    const monday = nextWeekday(1, 1);
    expect((await book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id, bookingDate: monday })).statusCode).toBe(201);
  });

  it('refuses a blocked date, and takes it again once unblocked', async () => {
    const seller = await createSeller(app, db);
    const buyer = await createBuyer(app);
    const blocked = dayInNairobi(5);
    expect((await saveAvailability(seller.accessToken, { workingDays: [1, 2, 3, 4, 5, 6, 7], blockedDates: [blocked], dailyCapacity: 3 })).statusCode).toBe(200);
    const refused = await book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id, bookingDate: blocked });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(unavailable);
    expect(await db.selectFrom('payments').innerJoin('orders', 'orders.id', 'payments.order_id').select('payments.id').where('orders.buyer_id', '=', buyer.id).execute()).toEqual([]);

    expect((await saveAvailability(seller.accessToken, { workingDays: [1, 2, 3, 4, 5, 6, 7], blockedDates: [], dailyCapacity: 3 })).statusCode).toBe(200);
    expect((await book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id, bookingDate: blocked })).statusCode).toBe(201);
  });

  it('takes 3 bookings a day by default, refuses the 4th, and a cancelled or declined order frees its place', async () => {
    const seller = await createSeller(app, db, { dailyCapacity: null });
    const buyer = await createBuyer(app);
    const day = dayInNairobi(2);
    const bookDay = (bookingDate = day) => book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id, bookingDate });
    const placed = [];
    for (let index = 0; index < 3; index++) {
      const answer = await bookDay();
      expect(answer.statusCode, answer.body).toBe(201);
      placed.push(answer.json().order.id as string);
    }
    const fourth = await bookDay();
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual(unavailable);
    expect(await ordersOn(seller.id, day)).toHaveLength(3);
    // Another day is not touched by this one being full.
    expect((await bookDay(dayInNairobi(3))).statusCode).toBe(201);

    expect((await act(app, buyer.accessToken, placed[0]!, 'cancel')).statusCode).toBe(200);
    const afterCancel = await bookDay();
    expect(afterCancel.statusCode).toBe(201);
    expect((await bookDay()).statusCode).toBe(409);
    expect((await act(app, seller.accessToken, afterCancel.json().order.id, 'reject')).statusCode).toBe(200);
    expect((await bookDay()).statusCode).toBe(201);
  });

  it('counts the bookings against the capacity the seller chose', async () => {
    const seller = await createSeller(app, db);
    const buyer = await createBuyer(app);
    const day = dayInNairobi(4);
    expect((await saveAvailability(seller.accessToken, { workingDays: [1, 2, 3, 4, 5, 6, 7], blockedDates: [], dailyCapacity: 1 })).statusCode).toBe(200);
    expect((await book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id, bookingDate: day })).statusCode).toBe(201);
    expect((await book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id, bookingDate: day })).statusCode).toBe(409);
  });

  it('answers a retried booking that took the day’s last place with its order, not a refusal', async () => {
    const seller = await createSeller(app, db);
    const buyer = await createBuyer(app);
    const day = dayInNairobi(6);
    expect((await saveAvailability(seller.accessToken, { workingDays: [1, 2, 3, 4, 5, 6, 7], blockedDates: [], dailyCapacity: 1 })).statusCode).toBe(200);
    const body = { serviceId: seller.serviceId, sellerId: seller.id, bookingDate: day };
    const first = await book(app, buyer.accessToken, body, 'last-place');
    expect(first.statusCode).toBe(201);
    const retry = await book(app, buyer.accessToken, body, 'last-place');
    expect(retry.statusCode).toBe(201);
    expect(retry.json().order.id).toBe(first.json().order.id);
    // Even once the seller blocks the day.
    expect((await saveAvailability(seller.accessToken, { workingDays: [1, 2, 3, 4, 5, 6, 7], blockedDates: [day], dailyCapacity: 1 })).statusCode).toBe(200);
    expect((await book(app, buyer.accessToken, body, 'last-place')).json().order.id).toBe(first.json().order.id);
    expect(await ordersOn(seller.id, day)).toHaveLength(1);
  });
});

describe('GET /api/pros/{id}/availability', () => {
  it('lists the working weekdays and, from today to the last bookable day, the blocked and the full days in one list, without a reason', async () => {
    const seller = await createSeller(app, db, { dailyCapacity: null });
    const buyer = await createBuyer(app);
    const [full, blocked, later, pastBlocked] = [dayInNairobi(2), dayInNairobi(4), dayInNairobi(9), dayInNairobi(-3)];
    const beyond = dayInNairobi(400);
    // Saved straight to the table: the API drops past dates, and a stored one may have passed since.
    await db.insertInto('seller_availability').values({ seller_id: seller.id, working_days: [1, 2, 3, 4, 5, 6, 7], blocked_dates: [pastBlocked, blocked, beyond], daily_capacity: 2 }).execute();
    const bookDay = (bookingDate: string) => book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id, bookingDate });
    for (const day of [full, full, later]) expect((await bookDay(day)).statusCode).toBe(201);
    const cancelled = (await bookDay(later)).json().order.id as string;
    expect((await act(app, buyer.accessToken, cancelled, 'cancel')).statusCode).toBe(200);
    expect(beyond > lastBookableDate(new Date())).toBe(true);

    const answer = await proAvailability(seller.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toEqual({ workingDays: [1, 2, 3, 4, 5, 6, 7], unavailableDates: [full, blocked] });

    // Once the seller works fewer days, those weekdays are theirs to tell: the list stays the blocked and the full ones.
    await db.updateTable('seller_availability').set({ working_days: [2, 4] }).where('seller_id', '=', seller.id).execute();
    expect((await proAvailability(seller.id.toUpperCase())).json()).toEqual({ workingDays: [2, 4], unavailableDates: [full, blocked] });
  });

  it('answers every day open and every weekday for a seller who never said', async () => {
    const seller = await createSeller(app, db, { dailyCapacity: null });
    expect((await proAvailability(seller.id)).json()).toEqual({ workingDays: [1, 2, 3, 4, 5, 6, 7], unavailableDates: [] });
  });

  it('is 404 for an unknown id, a buyer and a closed account', async () => {
    const buyer = await createBuyer(app);
    const closing = await createSeller(app, db);
    const closed = await app.inject({ method: 'DELETE', url: '/auth/users', headers: bearer(closing.accessToken), payload: { reason: 'not-using' } });
    expect(closed.statusCode, closed.body).toBe(200);
    for (const id of ['00000000-0000-4000-8000-000000000000', buyer.id, closing.id]) {
      const answer = await proAvailability(id);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual(refusal('SELLER_NOT_FOUND'));
    }
    const malformed = await proAvailability('not-an-id');
    expect(malformed.json()).toEqual(refusal('SELLER_NOT_FOUND'));
  });
});
