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
    expect(login.json()).toEqual({ error: 'User not found!' });

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

  it('checks the reason with SPEC’s texts and changes nothing when it is missing', async () => {
    const { email } = await signUpBuyer(app);
    const { accessToken } = await logIn(app, email);
    const missing = await deleteAccount(accessToken, { reason: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'Please select a reason for deletion' });
    expect((await deleteAccount(accessToken, { reason: 'other', otherReason: ' ' })).json()).toEqual({ error: 'Please specify a reason' });
    expect(await isSignedIn(app, accessToken)).toBe(true);
  });

  it('requires a signed-in caller', async () => {
    expect((await app.inject({ method: 'DELETE', url: '/auth/users', payload: { reason: 'not-using' } })).statusCode).toBe(401);
  });
});
