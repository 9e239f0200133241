import { gunzipSync } from 'node:zlib';
import { nairobiToday } from '@fundi/shared';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/auth-helpers';
import { createTestContext } from '../../../test/helpers';
import { createBuyer, createSeller } from '../../../test/marketplace';
import { EXPORT_PAGE_SIZE } from './export-pages';

// GET /api/me/export (docs/privacy.md): one JSON file, written page by page as it is read. What
// it holds, table by table, is walked in personal-data.test.ts.

const queries: string[] = [];
const { app, db } = await createTestContext({ onQuery: (text) => queries.push(text) });
const download = (token: string) => app.inject({ method: 'GET', url: '/api/me/export', headers: bearer(token) });

describe('downloading my data', () => {
  it('answers one JSON file to save, never kept by a cache', async () => {
    const buyer = await createBuyer(app);
    const response = await download(buyer.accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="fundi-data-${nairobiToday(new Date())}.json"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    // Sent as it is written, its length unknown until the end.
    expect(response.headers['transfer-encoding']).toBe('chunked');
    const file = response.json();
    expect(Object.keys(file)).toEqual([
      'exportedAt',
      'account',
      'photos',
      'services',
      'availability',
      'orders',
      'payments',
      'messages',
      'reviews',
      'disputes',
      'verification',
      'notifications',
      'notificationPreferences',
      'sessions',
      'consents',
      'emailChanges',
      'contactMessages',
    ]);
    expect(file.account).toMatchObject({ id: buyer.id, email: buyer.email, hasPassword: true, googleLinked: false });
    expect(file.account).not.toHaveProperty('password_hash');
    expect(file.orders).toEqual([]);
    // Signing up and signing in: two devices, both still signed in.
    expect(file.sessions).toEqual([expect.objectContaining({ endedAt: null }), expect.objectContaining({ endedAt: null })]);
  });

  it('is compressed for a phone that takes it', async () => {
    const buyer = await createBuyer(app);
    const response = await app.inject({ method: 'GET', url: '/api/me/export', headers: { ...bearer(buyer.accessToken), 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString('utf8')).account.id).toBe(buyer.id);
  });

  it('leaves out contact messages sent with an address the account has not proven its own', async () => {
    const buyer = await createBuyer(app);
    const sent = await app.inject({ method: 'POST', url: '/api/contact-us', payload: { name: 'Someone', email: buyer.email.toUpperCase(), message: 'Written by whoever owns the address' } });
    expect(sent.statusCode).toBe(200);
    expect((await download(buyer.accessToken)).json().contactMessages).toEqual([]);
    await db.updateTable('users').set({ email_verified: true }).where('id', '=', buyer.id).execute();
    expect((await download(buyer.accessToken)).json().contactMessages).toEqual([expect.objectContaining({ message: 'Written by whoever owns the address' })]);
  });

  it('writes a busy seller’s thousands of orders and a long chat whole, reading a page at a time', async () => {
    const seller = await createSeller(app, db);
    const buyer = await createBuyer(app);
    const orders = 2 * EXPORT_PAGE_SIZE + 1;
    await sql`
      insert into orders (buyer_id, seller_id, service_id, service_title, price_cents, booking_date, status, seller_sees, created_at)
      select ${buyer.id}, ${seller.id}, ${seller.serviceId}, 'Blocked drain unblocking', 250000, '2026-01-01', 'COMPLETED', true,
        -- Some at the very same moment: the pages must neither skip nor repeat them.
        now() - (n / 3) * interval '1 minute'
      from generate_series(1, ${orders}) as n`.execute(db);
    const messages = EXPORT_PAGE_SIZE + 1;
    await sql`
      insert into messages (sender_id, receiver_id, content, created_at)
      select case when n % 2 = 0 then ${seller.id}::uuid else ${buyer.id}::uuid end,
             case when n % 2 = 0 then ${buyer.id}::uuid else ${seller.id}::uuid end,
             'Message ' || n, now() - (${messages} - n) * interval '1 second'
      from generate_series(1, ${messages}) as n`.execute(db);

    queries.length = 0;
    const file = (await download(seller.accessToken)).json();
    expect(file.orders).toHaveLength(orders);
    expect(new Set(file.orders.map((order: { id: string }) => order.id)).size).toBe(orders);
    expect(file.orders[0]).toMatchObject({ yourRole: 'seller', otherParty: { id: buyer.id, name: 'Wanjiru the Buyer' } });
    expect(file.messages.map((message: { content: string }) => message.content)).toEqual(Array.from({ length: messages }, (_, index) => `Message ${index + 1}`));
    // Three pages of the seller's orders, each a query of its own.
    const orderPages = queries.filter((text) => /from "orders"/.test(text) && /"orders"\."seller_id" = \$1/.test(text) && !/"payments"/.test(text));
    expect(orderPages).toHaveLength(3);
  });

  it('is refused without a signed-in caller', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/me/export' })).statusCode).toBe(401);
  });
});
