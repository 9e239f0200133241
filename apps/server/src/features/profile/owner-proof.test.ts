import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { strongPassword } from '../../../test/auth-helpers';
import { e164, formData, randomKenyanPhone, sendForm } from '../../../test/forms';
import { createTestContext } from '../../../test/helpers';
import { createBuyer } from '../../../test/marketplace';
import { mailsIn } from '../../../test/outbox';
import { openSession } from '../../../test/security/tokens';

const { app, db, outboxDir } = await createTestContext();

type Fields = Record<string, string | undefined>;
const putProfile = (token: string, fields: Fields) =>
  sendForm(app, 'PUT', '/api/profile', token, formData({ name: 'Wanjiku Kamau', location: 'Thika', bio: '', ...fields }));
const mailsTo = (address: string) => mailsIn(outboxDir).filter((mail) => mail.to === address);
const phoneOf = async (userId: string) => (await db.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirstOrThrow()).phone;

/** An account that signs in only with Google, signed in `minutesAgo`. */
async function googleAccount(minutesAgo = 0) {
  const email = `google-${randomBytes(5).toString('hex')}@example.com`;
  const { id } = await db
    .insertInto('users')
    .values({ name: 'Baraka Google', email, email_verified: true, google_subject: `g-${randomBytes(6).toString('hex')}`, password_hash: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { sessionId, token } = await openSession(db, id, 'buyer');
  await db.updateTable('sessions').set({ created_at: new Date(Date.now() - minutesAgo * 60_000) }).where('id', '=', sessionId).execute();
  return { id, email, accessToken: token, sessionId };
}

describe('an account without a password', () => {
  it('changes its e-mail within 10 minutes of signing in, and is asked to sign in again later', async () => {
    const fresh = await googleAccount(9);
    const wanted = `new-${randomBytes(5).toString('hex')}@example.com`;
    const saved = await putProfile(fresh.accessToken, { email: wanted, phone: '' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ user: { email: fresh.email }, signIn: { hasPassword: false, pendingEmail: wanted } });

    const stale = await googleAccount(11);
    // Refreshing keeps the session's start: a stolen refresh token does not make a fresh sign-in.
    await db.updateTable('sessions').set({ last_used_at: new Date() }).where('id', '=', stale.sessionId).execute();
    const refused = await putProfile(stale.accessToken, { email: wanted, phone: '', name: 'Not saved' });
    const text = 'For your safety, log in again, then change your email within 10 minutes';
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({ status: 400, body: { error: text, message: text, code: 'SIGN_IN_AGAIN' } });
    const row = await db.selectFrom('users').select(['email', 'name']).where('id', '=', stale.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ email: stale.email, name: 'Baraka Google' });
  });

  it('changes its phone freely: it cannot log in with it', async () => {
    const account = await googleAccount(60);
    const phone = randomKenyanPhone();
    const saved = await putProfile(account.accessToken, { email: account.email, phone });
    expect(saved.statusCode).toBe(200);
    expect(await phoneOf(account.id)).toBe(e164(phone));
    expect(mailsTo(account.email)).toEqual([]);
  });
});

describe('the phone an account logs in with', () => {
  it('is added, changed or removed only with the current password, and the e-mail on file is told each time', async () => {
    const buyer = await createBuyer(app);
    const [first, second] = [randomKenyanPhone(), randomKenyanPhone()];
    const refused = await putProfile(buyer.accessToken, { email: buyer.email, phone: first, currentPassword: 'Wrong#2026x' });
    expect(refused.json()).toMatchObject({ error: 'Incorrect current password', code: 'INVALID_CURRENT_PASSWORD' });
    expect(await phoneOf(buyer.id)).toBeNull();

    for (const phone of [first, second, '']) {
      const saved = await putProfile(buyer.accessToken, { email: buyer.email, phone, currentPassword: strongPassword });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    expect(await phoneOf(buyer.id)).toBeNull();
    const told = mailsTo(buyer.email);
    expect(told.map((mail) => mail.subject)).toEqual(Array(3).fill('The phone number of your Fundi account was changed'));
    expect(told[0]!.text).toMatch(/^Hello Wanjiru,/);
    expect(told[0]!.text).toContain('http://localhost:3000/forgot-password');
    expect(told[0]!.text).not.toContain(e164(first).slice(4));
  });

  it('written another way is no change, and asks for nothing', async () => {
    const buyer = await createBuyer(app);
    const phone = randomKenyanPhone();
    await putProfile(buyer.accessToken, { email: buyer.email, phone, currentPassword: strongPassword });
    const sameNumber = await putProfile(buyer.accessToken, { email: buyer.email.toUpperCase(), phone: e164(phone), name: 'Renamed' });
    expect(sameNumber.statusCode).toBe(200);
    expect(mailsTo(buyer.email)).toHaveLength(1);
  });
});
