import { randomInt } from 'node:crypto';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { PaymentsConfig } from '../src/config';
import type { Database } from '../src/db';
import { bearer } from './auth-helpers';
import { startFakeDaraja, type FakeDaraja } from './fake-daraja';
import { createTestContext } from './helpers';
import { allLedgerProblems } from './ledger-invariants';
import { createBuyer, createSeller, tomorrowInNairobi } from './marketplace';
import { orderProblems } from './order-invariants';

export const CALLBACK_SECRET = 'test-callback-secret-0123456789abcdef';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A Fundi server with M-Pesa on, listening on 127.0.0.1 so the fake Daraja's callbacks reach
 * it over HTTP as Safaricom's would. `databaseUrl` makes a second instance on the same data.
 */
export async function createMpesaContext(
  options: { fake?: FakeDaraja; databaseUrl?: string; platformFeePercent?: number; releaseAfterHours?: number; logStream?: { write: (line: string) => void } } = {},
) {
  const fake = options.fake ?? (await startFakeDaraja());
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const payments: PaymentsConfig = {
    releaseAfterHours: options.releaseAfterHours ?? 48,
    platformFeePercent: options.platformFeePercent ?? 0,
    mpesa: {
      ...fake.settings,
      till: undefined,
      b2cShortcode: fake.settings.b2cShortcode!,
      initiatorName: fake.settings.initiatorName!,
      securityCredential: fake.settings.securityCredential!,
      callbackSecret: CALLBACK_SECRET,
      queryAfterSeconds: 60,
    },
  };
  const context = await createTestContext({ publicUrl, payments, databaseUrl: options.databaseUrl, logStream: options.logStream });
  await context.app.listen({ port, host: '127.0.0.1' });
  return { ...context, fake, publicUrl };
}

/** A Kenyan mobile number nobody else in the test database has. */
function randomMobile(): string {
  return `+2547${String(randomInt(10_000_000, 100_000_000))}`;
}

/** A seller with an M-Pesa number (where payouts go) and a buyer; the buyer's number is given when booking. */
export async function mpesaPeople(app: FastifyInstance, db: Database, { sellerPhone = randomMobile() as string | null, priceKsh = 1500 } = {}) {
  const seller = await createSeller(app, db, { priceKsh, title: `M-Pesa job ${Math.random().toString(36).slice(2, 8)}` });
  if (sellerPhone) await db.updateTable('users').set({ phone: sellerPhone }).where('id', '=', seller.id).execute();
  const buyer = await createBuyer(app);
  return { seller, buyer };
}

export function bookWithMpesa(app: FastifyInstance, token: string, body: { serviceId: string; sellerId: string; phone?: string }) {
  return app.inject({ method: 'POST', url: '/api/orders', headers: bearer(token), payload: { bookingDate: tomorrowInNairobi(), phone: '0712 345 678', ...body } });
}

export async function orderAs(app: FastifyInstance, token: string, orderId: string) {
  return app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: bearer(token) });
}

export function orderStep(app: FastifyInstance, token: string, orderId: string, step: string, method: 'PUT' | 'POST' = 'PUT', payload?: object) {
  return app.inject({ method, url: `/api/orders/${orderId}/${step}`, headers: bearer(token), ...(payload ? { payload } : {}) });
}

/** The newest push the fake received for this order's M-Pesa reference (AccountReference). */
export function pushesFor(fake: FakeDaraja, orderId: string) {
  const reference = orderId.replace(/-/g, '').slice(0, 12).toUpperCase();
  return fake.pushes.filter((push) => push.request.AccountReference === reference);
}

/** Every order and every payment whole: histories, cards, counts and the money adding up. */
export async function expectLedgerWhole(db: Database, orderIds: string[]) {
  for (const orderId of orderIds) expect(await orderProblems(db, orderId)).toEqual([]);
  expect(await allLedgerProblems(db)).toEqual([]);
}
