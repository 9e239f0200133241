import { describe, expect, it } from 'vitest';
import { asAdmin, signInAdministrator } from '../../../test/admin';
import { signUpBuyer } from '../../../test/auth-helpers';
import { createTestContext } from '../../../test/helpers';
import { createBuyer, createSeller } from '../../../test/marketplace';

const { app, db } = await createTestContext();
const admin = await signInAdministrator(app, db);
const get = async (url: string) => {
  const answer = await asAdmin(app, admin.accessToken, 'GET', url);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};
const idsOf = (list: Array<{ id: string }>) => list.map((item) => item.id);

describe('GET /api/admin/overview', () => {
  it('counts what waits: pending verifications, open disputes, payments waiting, open flags', async () => {
    const seller = await createSeller(app, db, { title: 'Overview drain repair' });
    const buyer = await createBuyer(app);
    const before = await get('/api/admin/overview');
    await db.insertInto('verification_requests').values({ user_id: seller.id, document_type: 'national_id', document_number: '12345678' }).execute();
    const order = await db
      .insertInto('orders')
      .values({ buyer_id: buyer.id, seller_id: seller.id, service_id: seller.serviceId, service_title: 'Overview drain repair', price_cents: 250_000, booking_date: '2030-01-01', status: 'COMPLETED' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('disputes').values({ order_id: order.id, reason: 'poor_work', description: 'Leaks again' }).execute();
    const payment = await db
      .insertInto('payments')
      .values({ order_id: order.id, amount_cents: 250_000, status: 'RELEASING', provider: 'simulated', provider_reference: '', needs_admin_since: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('payment_flags').values([{ payment_id: payment.id, reason: 'Payout failed 3 times' }, { reason: 'Resolved already', resolved_at: new Date() }]).execute();

    expect(await get('/api/admin/overview')).toEqual({
      pendingVerifications: before.pendingVerifications + 1,
      openDisputes: before.openDisputes + 1,
      paymentsWaiting: before.paymentsWaiting + 1,
      openFlags: before.openFlags + 1,
    });
  });
});

describe('GET /api/admin/users', () => {
  it('finds people by a part of the name or e-mail in any case, and by a phone written any Kenyan way', async () => {
    const wanjiku = await signUpBuyer(app, { name: 'Wanjiku Kamau-Search' });
    await db.updateTable('users').set({ phone: '+254722334455' }).where('id', '=', wanjiku.id).execute();
    const other = await signUpBuyer(app, { name: 'Somebody Else' });

    expect(idsOf((await get('/api/admin/users?q=kamau-SEARCH')).users)).toEqual([wanjiku.id]);
    expect(idsOf((await get(`/api/admin/users?q=${encodeURIComponent(wanjiku.email.toUpperCase())}`)).users)).toEqual([wanjiku.id]);
    for (const phone of ['0722334455', '0722 334 455', '+254722334455', '722334455', '254722334455']) {
      expect(idsOf((await get(`/api/admin/users?q=${encodeURIComponent(phone)}`)).users), phone).toEqual([wanjiku.id]);
    }
    expect(idsOf((await get('/api/admin/users?q=334455')).users)).toEqual([wanjiku.id]);
    // Zeros alone are no part of a phone: they match nobody's.
    expect((await get('/api/admin/users?q=00000000')).users).toEqual([]);
    // LIKE's own characters are searched for as themselves.
    expect((await get('/api/admin/users?q=%25')).users).toEqual([]);
    expect(idsOf((await get('/api/admin/users')).users)).toEqual(expect.arrayContaining([wanjiku.id, other.id]));
  });

  it('shows each person’s role, administrator right, verification, suspension and closing', async () => {
    const seller = await createSeller(app, db, { title: 'Users list wiring' });
    await db.updateTable('users').set({ verified_at: new Date() }).where('id', '=', seller.id).execute();
    const [shown] = (await get(`/api/admin/users?q=${encodeURIComponent(seller.email)}`)).users;
    expect(shown).toEqual({
      id: seller.id,
      name: 'Otieno the Plumber',
      email: seller.email,
      phone: null,
      role: 'seller',
      isAdmin: false,
      verified: true,
      suspendedAt: null,
      deleted: false,
      createdAt: expect.any(String),
    });
    const [me] = (await get(`/api/admin/users?q=${encodeURIComponent(admin.email)}`)).users;
    expect(me).toMatchObject({ id: admin.id, isAdmin: true });
  });

  it('lists newest first, a page at a time, each person once', async () => {
    const made = [];
    for (let index = 0; index < 5; index += 1) made.push(await signUpBuyer(app, { name: `Paged Person ${index}` }));
    const seen: string[] = [];
    let url = '/api/admin/users?q=Paged%20Person&limit=2';
    for (;;) {
      const page = await get(url);
      seen.push(...idsOf(page.users));
      if (!page.nextCursor) break;
      url = `/api/admin/users?q=Paged%20Person&limit=2&cursor=${page.nextCursor}`;
    }
    expect(seen).toEqual(made.map((person) => person.id).reverse());
  });

  it('refuses a cursor it did not make', async () => {
    const answer = await asAdmin(app, admin.accessToken, 'GET', '/api/admin/users?cursor=bm90LWEtY3Vyc29y');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('INVALID_PAGE_CURSOR');
  });
});

describe('GET /api/admin/contact-messages', () => {
  it('shows what people wrote to support, newest first, a page at a time', async () => {
    for (const name of ['First Writer', 'Second Writer', 'Third Writer']) {
      const sent = await app.inject({ method: 'POST', url: '/api/contact-us', payload: { name, email: 'writer@example.com', message: `Hello from ${name}` }, remoteAddress: `10.8.0.${name.length}` });
      expect(sent.statusCode).toBe(200);
    }
    const first = await get('/api/admin/contact-messages?limit=2');
    expect(first.messages.map((message: { name: string }) => message.name)).toEqual(['Third Writer', 'Second Writer']);
    expect(first.messages[0]).toEqual({ id: expect.any(String), name: 'Third Writer', email: 'writer@example.com', message: 'Hello from Third Writer', language: 'en', createdAt: expect.any(String) });
    const second = await get(`/api/admin/contact-messages?limit=2&cursor=${first.nextCursor}`);
    expect(second.messages.map((message: { name: string }) => message.name)).toEqual(['First Writer']);
    expect(second.nextCursor).toBeNull();
  });
});

describe('GET /api/admin/actions', () => {
  it('shows every administrator action newest first, with who acted, a page at a time', async () => {
    const person = await signUpBuyer(app, { name: 'Acted Upon' });
    await asAdmin(app, admin.accessToken, 'PUT', `/api/admin/users/${person.id}/suspend`, { reason: 'Spam' });
    await asAdmin(app, admin.accessToken, 'PUT', `/api/admin/users/${person.id}/restore`, { reason: 'Appealed' });

    const first = await get('/api/admin/actions?limit=2');
    expect(first.actions).toEqual([
      { id: expect.any(String), admin: { id: admin.id, name: 'Ada Administrator' }, action: 'restore-user', subjectType: 'user', subjectId: person.id, reason: 'Appealed', details: { offeringsRestored: 0 }, createdAt: expect.any(String) },
      expect.objectContaining({ action: 'suspend-user', reason: 'Spam' }),
    ]);
    // The command line's grant names no administrator.
    let page = first;
    const all = [...first.actions];
    while (page.nextCursor) {
      page = await get(`/api/admin/actions?limit=2&cursor=${page.nextCursor}`);
      all.push(...page.actions);
    }
    expect(all.at(-1)).toMatchObject({ admin: null, action: 'grant-admin', subjectId: admin.id });
    expect(new Set(idsOf(all)).size).toBe(all.length);
  });

  it('refuses a cursor of another list', async () => {
    const users = await get('/api/admin/users?limit=1');
    const answer = await asAdmin(app, admin.accessToken, 'GET', `/api/admin/actions?cursor=${users.nextCursor}`);
    expect(answer.statusCode).toBe(400);
  });
});
