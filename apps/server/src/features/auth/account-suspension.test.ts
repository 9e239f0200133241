import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { asAdmin, signInAdministrator } from '../../../test/admin';
import { bearer, isSignedIn, logInFromOwnAddress, signUpBuyer, strongPassword } from '../../../test/auth-helpers';
import { googleSignInSteps, startOidcProvider } from '../../../test/google-sign-in';
import { createTestContext } from '../../../test/helpers';
import { closedWithin, openLiveSocket } from '../../../test/live';
import { book, createBuyer, createSeller } from '../../../test/marketplace';

const { claims, google } = await startOidcProvider();
const { app, db } = await createTestContext({ google });
const admin = await signInAdministrator(app, db);

const suspend = (userId: string, reason = 'Reported for fraud', token = admin.accessToken) => asAdmin(app, token, 'PUT', `/api/admin/users/${userId}/suspend`, { reason });
const restore = (userId: string, reason = 'Cleared after review') => asAdmin(app, admin.accessToken, 'PUT', `/api/admin/users/${userId}/restore`, { reason });
const logInAs = (identifier: string, password = strongPassword) =>
  app.inject({ method: 'POST', url: '/auth/login', payload: { identifier, password }, remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.1` });

const plumbers = async () => (await app.inject({ method: 'GET', url: '/api/categories' })).json().categories.find((category: { id: string }) => category.id === 'plumbing').professionals as number;
const isListed = async (sellerId: string) => {
  const catalogue = (await app.inject({ method: 'GET', url: '/api/services?category=plumbing' })).json().services as Array<{ sellers: Array<{ id: string }> }>;
  return catalogue.some((service) => service.sellers.some((seller) => seller.id === sellerId));
};
const isOnCategoryPage = async (sellerId: string) => {
  const page = (await app.inject({ method: 'GET', url: '/api/categories/plumbing/professionals?limit=48' })).json().professionals as Array<{ sellerId: string }>;
  return page.some((professional) => professional.sellerId === sellerId);
};
const offeringIds = async (table: 'offerings' | 'suspended_offerings', sellerId: string) =>
  (await db.selectFrom(table).select('id').where('seller_id', '=', sellerId).orderBy('id').execute()).map((row) => row.id);

describe('suspending an account', () => {
  it('ends its sessions at once (live sockets close with 4401) and refuses its tokens, its refresh token and its sign-in after a correct password', async () => {
    const person = await signUpBuyer(app, { name: 'Suspended Sam' });
    const device = await logInFromOwnAddress(app, person.email);
    const live = await openLiveSocket(app, device.accessToken);
    await live.next('ready');

    const suspended = await suspend(person.id);
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json().user).toMatchObject({ id: person.id, name: 'Suspended Sam', suspendedAt: expect.any(String), deleted: false });

    expect(await closedWithin(live)).toEqual({ code: 4401, reason: 'Session ended' });
    expect(await isSignedIn(app, device.accessToken)).toBe(false);
    const refreshed = await app.inject({ method: 'POST', url: '/auth/refresh', payload: { refreshToken: device.refreshToken } });
    expect(refreshed.statusCode).toBe(401);
    // A wrong password is answered as for anyone: a guesser learns nothing about the account.
    expect((await logInAs(person.email, 'Wrong#password1')).json()).toMatchObject({ code: 'WRONG_PASSWORD' });
    const login = await logInAs(person.email);
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ error: 'This account is suspended. Please contact support.', code: 'ACCOUNT_SUSPENDED' });
  });

  it('hides a seller’s offerings from the catalogue, the category page and its counts, and refuses bookings of them; nothing is deleted', async () => {
    const seller = await createSeller(app, db, { title: 'Suspension drain repair' });
    const buyer = await createBuyer(app);
    const offerings = await offeringIds('offerings', seller.id);
    const before = await plumbers();
    expect(await isListed(seller.id)).toBe(true);

    expect((await suspend(seller.id)).statusCode).toBe(200);
    expect(await isListed(seller.id)).toBe(false);
    expect(await isOnCategoryPage(seller.id)).toBe(false);
    expect(await plumbers()).toBe(before - 1);
    const booking = await book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id });
    expect(booking.statusCode).toBe(404);
    expect(booking.json()).toEqual({ error: 'Seller not found', code: 'SELLER_NOT_FOUND' });
    expect(await offeringIds('suspended_offerings', seller.id)).toEqual(offerings);
    expect(await db.selectFrom('users').select(['name', 'email']).where('id', '=', seller.id).executeTakeFirst()).toEqual({ name: 'Otieno the Plumber', email: seller.email });
  });

  it('refuses a Google sign-in to a suspended account with its code, and links nothing to it', async () => {
    const subject = randomUUID();
    const email = `google-${subject.slice(0, 8)}@example.com`;
    const first = await googleSignInSteps(app, claims).signInWithGoogle({ sub: subject, email, email_verified: true });
    const userId = first.get('userId')!;
    expect((await suspend(userId)).statusCode).toBe(200);
    const again = await googleSignInSteps(app, claims).signInWithGoogle({ sub: subject, email, email_verified: true });
    expect(again.get('code')).toBe('ACCOUNT_SUSPENDED');
    expect(again.get('accessToken')).toBeNull();

    // An account with a password and a proven e-mail is not linked to Google while suspended.
    const withPassword = await signUpBuyer(app);
    await db.updateTable('users').set({ email_verified: true }).where('id', '=', withPassword.id).execute();
    expect((await suspend(withPassword.id)).statusCode).toBe(200);
    const link = await googleSignInSteps(app, claims).signInWithGoogle({ sub: randomUUID(), email: withPassword.email, email_verified: true });
    expect(link.get('code')).toBe('ACCOUNT_SUSPENDED');
    expect((await db.selectFrom('users').select('google_subject').where('id', '=', withPassword.id).executeTakeFirstOrThrow()).google_subject).toBeNull();
  });

  it('is recorded with its reason and who did it', async () => {
    const person = await signUpBuyer(app);
    await suspend(person.id, 'Fake reviews');
    const action = await db.selectFrom('admin_actions').select(['admin_id', 'action', 'subject_type', 'reason', 'details']).where('subject_id', '=', person.id).executeTakeFirstOrThrow();
    expect(action).toEqual({ admin_id: admin.id, action: 'suspend-user', subject_type: 'user', reason: 'Fake reviews', details: { offeringsHidden: 0, sessionsEnded: 1 } });
  });

  it('refuses the administrator’s own account, an account already suspended, and closed or unknown accounts', async () => {
    const self = await suspend(admin.id);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ error: 'You cannot suspend your own account', code: 'ADMIN_CANNOT_SUSPEND_SELF' });

    const person = await signUpBuyer(app);
    await suspend(person.id);
    const twice = await suspend(person.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('USER_ALREADY_SUSPENDED');

    const closing = await signUpBuyer(app);
    const { accessToken } = await logInFromOwnAddress(app, closing.email);
    await app.inject({ method: 'DELETE', url: '/auth/users', headers: bearer(accessToken), payload: { reason: 'not-using' } });
    for (const id of [closing.id, randomUUID()]) {
      for (const answer of [await suspend(id), await restore(id)]) {
        expect(answer.statusCode).toBe(404);
        expect(answer.json()).toEqual({ error: 'User not found', code: 'ADMIN_USER_NOT_FOUND' });
      }
    }
    // Refusals change nothing, so nothing is recorded (the grant that made Ada an administrator aside).
    const actions = await db.selectFrom('admin_actions').select('id').where('subject_id', 'in', [admin.id, closing.id]).where('action', '<>', 'grant-admin').execute();
    expect(actions).toEqual([]);
  });

  it('needs a reason', async () => {
    const person = await signUpBuyer(app);
    const answer = await asAdmin(app, admin.accessToken, 'PUT', `/api/admin/users/${person.id}/suspend`, { reason: '  ' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('ADMIN_REASON_REQUIRED');
    expect(await isSignedIn(app, (await logInFromOwnAddress(app, person.email)).accessToken)).toBe(true);
  });
});

describe('restoring an account', () => {
  it('puts the offerings back with their ids and counts, lets the person sign in again, and leaves the old sessions ended', async () => {
    const seller = await createSeller(app, db, { title: 'Suspension tap repair' });
    const buyer = await createBuyer(app);
    const offerings = await offeringIds('offerings', seller.id);
    const before = await plumbers();
    await suspend(seller.id);

    const restored = await restore(seller.id);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().user).toMatchObject({ id: seller.id, suspendedAt: null });
    expect(await offeringIds('offerings', seller.id)).toEqual(offerings);
    expect(await offeringIds('suspended_offerings', seller.id)).toEqual([]);
    expect(await isListed(seller.id)).toBe(true);
    expect(await isOnCategoryPage(seller.id)).toBe(true);
    expect(await plumbers()).toBe(before);

    expect(await isSignedIn(app, seller.accessToken)).toBe(false);
    expect((await logInAs(seller.email)).statusCode).toBe(200);
    expect((await book(app, buyer.accessToken, { serviceId: seller.serviceId, sellerId: seller.id })).statusCode).toBe(201);
    const recorded = await db.selectFrom('admin_actions').select(['action', 'reason', 'details']).where('subject_id', '=', seller.id).orderBy('id').execute();
    expect(recorded).toEqual([
      // Signing up and the fixture's sign-in: two sessions.
      { action: 'suspend-user', reason: 'Reported for fraud', details: { offeringsHidden: 1, sessionsEnded: 2 } },
      { action: 'restore-user', reason: 'Cleared after review', details: { offeringsRestored: 1 } },
    ]);
  });

  it('refuses an account that is not suspended', async () => {
    const person = await signUpBuyer(app);
    const answer = await restore(person.id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({ error: 'This account is not suspended', code: 'USER_NOT_SUSPENDED' });
  });
});
