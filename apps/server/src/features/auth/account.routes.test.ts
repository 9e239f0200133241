import { describe, expect, it } from 'vitest';
import { bearer, isSignedIn, logIn, signUpBuyer, strongPassword } from '../../../test/auth-helpers';
import { createTestContext } from '../../../test/helpers';

const { app, db } = await createTestContext();
const deleteAccount = (accessToken: string, payload: object) =>
  app.inject({ method: 'DELETE', url: '/auth/users', headers: bearer(accessToken), payload });

describe('closing an account', () => {
  it('erases personal data, ends every session, and the account can no longer log in', async () => {
    const { email, id } = await signUpBuyer(app, { name: 'Kevin Kiprop' });
    const here = await logIn(app, email);
    const elsewhere = await logIn(app, email);
    const response = await deleteAccount(here.accessToken, { reason: 'privacy-concerns' });
    expect(response.statusCode).toBe(200);

    expect(await isSignedIn(app, here.accessToken)).toBe(false);
    expect(await isSignedIn(app, elsewhere.accessToken)).toBe(false);
    const login = await app.inject({ method: 'POST', url: '/auth/login', payload: { identifier: email, password: strongPassword } });
    expect(login.json()).toEqual({ error: 'User not found!', code: 'ACCOUNT_NOT_FOUND' });

    const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Deleted user', email: null, phone: null, password_hash: null, bio: null, location: null });
    expect(row.deleted_at).not.toBeNull();
    const reasons = await db.selectFrom('account_deletions').select(['reason', 'other_reason']).execute();
    expect(reasons).toContainEqual({ reason: 'privacy-concerns', other_reason: null });
  });

  it('frees the e-mail for a new account', async () => {
    const { email } = await signUpBuyer(app);
    await deleteAccount((await logIn(app, email)).accessToken, { reason: 'not-using' });
    const again = await app.inject({ method: 'POST', url: '/auth/signup', payload: { name: 'New', email, phone: null, password: strongPassword } });
    expect(again.statusCode).toBe(201);
  });

  it('removes a seller’s offerings but keeps their orders for the buyer', async () => {
    const sellerAccount = await signUpBuyer(app, { name: 'Seller To Leave' });
    const buyerAccount = await signUpBuyer(app, { name: 'Buyer Who Stays' });
    await db.updateTable('users').set({ role: 'seller' }).where('id', '=', sellerAccount.id).execute();
    const service = await db.insertInto('services').values({ category: 'plumbing', title: 'Leak repair' }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('offerings').values({ service_id: service.id, seller_id: sellerAccount.id, description: 'Leaks', price_cents: 150_000 }).execute();
    await db
      .insertInto('orders')
      .values({
        buyer_id: buyerAccount.id,
        seller_id: sellerAccount.id,
        // A paid order: its seller sees it (migration 0016).
        seller_sees: true,
        service_id: service.id,
        service_title: 'Leak repair',
        price_cents: 150_000,
        booking_date: '2026-12-01',
        status: 'COMPLETED',
      })
      .execute();
    const { accessToken } = await logIn(app, sellerAccount.email);
    expect((await deleteAccount(accessToken, { reason: 'other', otherReason: 'Moving abroad' })).statusCode).toBe(200);
    expect(await db.selectFrom('offerings').select('id').where('seller_id', '=', sellerAccount.id).execute()).toEqual([]);
    expect(await db.selectFrom('orders').select('id').where('buyer_id', '=', buyerAccount.id).execute()).toHaveLength(1);
    const reasons = await db.selectFrom('account_deletions').select('other_reason').execute();
    expect(reasons).toContainEqual({ other_reason: 'Moving abroad' });
  });

  it('is refused with a 409 naming the orders while either side has one under way, and goes through once they are settled', async () => {
    const seller = await signUpBuyer(app, { name: 'Busy Seller' });
    const buyer = await signUpBuyer(app, { name: 'Waiting Buyer' });
    await db.updateTable('users').set({ role: 'both' }).where('id', '=', seller.id).execute();
    const service = await db.insertInto('services').values({ category: 'plumbing', title: 'Tap fitting' }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('offerings').values({ service_id: service.id, seller_id: seller.id, description: 'Taps', price_cents: 150_000 }).execute();
    const order = (status: 'IN_PROGRESS' | 'PENDING') => ({
      buyer_id: buyer.id,
      seller_id: seller.id,
      service_id: service.id,
      service_title: 'Tap fitting',
      price_cents: 150_000,
      booking_date: '2026-12-01',
      status,
      seller_sees: true,
    });
    const working = await db.insertInto('orders').values(order('IN_PROGRESS')).returning('id').executeTakeFirstOrThrow();
    const pending = await db.insertInto('orders').values(order('PENDING')).returning('id').executeTakeFirstOrThrow();
    const sellerSession = await logIn(app, seller.email);
    const buyerSession = await logIn(app, buyer.email);

    for (const session of [sellerSession, buyerSession]) {
      const refused = await deleteAccount(session.accessToken, { reason: 'not-using' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe(
        `Finish, cancel or decline your active orders before closing your account: #${working.id.slice(0, 8)} (In Progress), #${pending.id.slice(0, 8)} (Pending)`,
      );
      expect(await isSignedIn(app, session.accessToken)).toBe(true);
    }
    expect(await db.selectFrom('offerings').select('id').where('seller_id', '=', seller.id).execute()).toHaveLength(1);
    expect(await db.selectFrom('users').select('deleted_at').where('id', 'in', [seller.id, buyer.id]).execute()).toEqual([{ deleted_at: null }, { deleted_at: null }]);

    await db.updateTable('orders').set({ status: 'COMPLETED' }).where('id', '=', working.id).execute();
    await db.updateTable('orders').set({ status: 'REJECTED' }).where('id', '=', pending.id).execute();
    // The job is done but the seller's money is still held: closing would erase where it goes.
    await db.insertInto('payments').values({ order_id: working.id, amount_cents: 150_000, status: 'HELD', provider: 'simulated', provider_reference: 'SIM-1' }).execute();
    const held = await deleteAccount(sellerSession.accessToken, { reason: 'not-using' });
    expect(held.statusCode).toBe(409);
    expect(held.json().error).toBe(`Finish, cancel or decline your active orders before closing your account: #${working.id.slice(0, 8)} (Completed, payment held)`);
    await db.updateTable('payments').set({ status: 'RELEASED' }).where('order_id', '=', working.id).execute();
    expect((await deleteAccount(sellerSession.accessToken, { reason: 'not-using' })).statusCode).toBe(200);
  });

  it('checks the reason with the spec’s texts and changes nothing when it is missing', async () => {
    const { email } = await signUpBuyer(app);
    const { accessToken } = await logIn(app, email);
    const missing = await deleteAccount(accessToken, { reason: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'Please select a reason for deletion', code: 'DELETION_REASON_REQUIRED' });
    expect((await deleteAccount(accessToken, { reason: 'other', otherReason: ' ' })).json()).toEqual({ error: 'Please specify a reason', code: 'OTHER_REASON_REQUIRED' });
    expect(await isSignedIn(app, accessToken)).toBe(true);
  });

  it('requires a signed-in caller', async () => {
    expect((await app.inject({ method: 'DELETE', url: '/auth/users', payload: { reason: 'not-using' } })).statusCode).toBe(401);
  });
});
