import { MAX_DAILY_CAPACITY, WEEKDAYS } from '@fundi/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db';
import { bearer, logInFromOwnAddress, signUpBuyer } from './auth-helpers';

// Fixtures sign in from addresses of their own: a file making many orders would otherwise pass
// the per-address login limit (100 per 15 minutes) and fail for a reason it does not test.

/**
 * A signed-in seller offering one service at `priceKsh`, made through the API where one exists.
 * Tests book one seller many times for tomorrow, so the fixture takes as many bookings a day as
 * a seller may set (docs/decisions/0052-availability.md); `dailyCapacity: null` leaves it
 * without an availability of its own, as a new seller is: 3 a day.
 */
export async function createSeller(
  app: FastifyInstance,
  db: Database,
  { priceKsh = 2500, title = 'Blocked drain unblocking', dailyCapacity = MAX_DAILY_CAPACITY as number | null } = {},
) {
  const account = await signUpBuyer(app, { name: 'Otieno the Plumber' });
  await db.updateTable('users').set({ role: 'seller' }).where('id', '=', account.id).execute();
  const service = await db
    .insertInto('services')
    .values({ category: 'plumbing', title })
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .executeTakeFirst();
  const serviceId = service?.id ?? (await db.selectFrom('services').select('id').where('title', '=', title).executeTakeFirstOrThrow()).id;
  await db.insertInto('offerings').values({ service_id: serviceId, seller_id: account.id, description: 'Drains', price_cents: priceKsh * 100 }).execute();
  if (dailyCapacity !== null) {
    await db.insertInto('seller_availability').values({ seller_id: account.id, working_days: [...WEEKDAYS], daily_capacity: dailyCapacity }).execute();
  }
  const { accessToken } = await logInFromOwnAddress(app, account.email);
  return { ...account, accessToken, serviceId, priceKsh };
}

export async function createBuyer(app: FastifyInstance, name = 'Wanjiru the Buyer') {
  const account = await signUpBuyer(app, { name });
  const { accessToken } = await logInFromOwnAddress(app, account.email);
  return { ...account, accessToken };
}

/** The day `daysAhead` days from now in Nairobi, `YYYY-MM-DD`. */
export function dayInNairobi(daysAhead: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(new Date(Date.now() + daysAhead * 86_400_000));
}

export function tomorrowInNairobi(): string {
  return dayInNairobi(1);
}

export async function book(
  app: FastifyInstance,
  buyerToken: string,
  body: { serviceId: string; sellerId: string; bookingDate?: string },
  idempotencyKey?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...bearer(buyerToken), ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    payload: { bookingDate: tomorrowInNairobi(), ...body },
  });
}

export function act(app: FastifyInstance, token: string | undefined, orderId: string, action: string) {
  return app.inject({ method: 'PUT', url: `/api/orders/${orderId}/${action}`, headers: token ? bearer(token) : {} });
}
