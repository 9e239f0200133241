import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bearer, strongPassword } from '../../../test/auth-helpers';
import { formData, sendForm } from '../../../test/forms';
import { createTestContext } from '../../../test/helpers';
import { createBuyer } from '../../../test/marketplace';
import { linkTokenIn, mailsIn } from '../../../test/outbox';

// Without SMTP_URL the app writes each e-mail to the outbox and logs its links (tokens hidden),
// as a deployment without SMTP would.
const { app, db, outboxDir, logFile } = await createTestContext();

type Fields = Record<string, string | undefined>;
type Account = { email: string; accessToken: string };
const putProfile = (token: string, fields: Fields) => sendForm(app, 'PUT', '/api/profile', token, formData(fields));
const profileOf = (account: { email: string }, overrides: Fields = {}): Fields => ({
  name: 'Wanjiku Kamau',
  email: account.email,
  phone: '',
  location: 'Thika',
  bio: '',
  ...overrides,
});
const confirm = (token: string) => app.inject({ method: 'POST', url: '/auth/confirm-email', payload: { token } });
const logInAs = (identifier: string) => app.inject({ method: 'POST', url: '/auth/login', payload: { identifier, password: strongPassword } });
const forgot = (identifier: string) => app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { identifier } });
const newAddress = () => `new-${randomBytes(5).toString('hex')}@example.com`;
const mailsTo = (address: string) => mailsIn(outboxDir).filter((mail) => mail.to === address);
const storedEmail = async (email: string) =>
  (await db.selectFrom('users').select(['email', 'email_verified', 'name']).where('email', '=', email).executeTakeFirst()) ?? null;

/** Asks for `newEmail` with the right password and returns the token of the link mailed to it. */
async function askForNewEmail(account: Account, newEmail: string, overrides: Fields = {}): Promise<string> {
  const response = await putProfile(account.accessToken, profileOf(account, { email: newEmail, currentPassword: strongPassword, ...overrides }));
  expect(response.statusCode, response.body).toBe(200);
  return linkTokenIn(mailsTo(newEmail).at(-1)!, '/confirm-email');
}

describe('changing the e-mail on My Profile', () => {
  it('is refused without the current password, or with a wrong one, and nothing of the save is applied', async () => {
    const buyer = await createBuyer(app, 'Amina Wanjiru');
    const wanted = newAddress();
    const cases: Array<[string | undefined, string]> = [
      [undefined, 'Enter your current password to change your email or phone'],
      ['', 'Enter your current password to change your email or phone'],
      ['Wrong#2026x', 'Incorrect current password'],
    ];
    for (const [currentPassword, text] of cases) {
      const response = await putProfile(buyer.accessToken, profileOf(buyer, { name: 'Eve Intruder', email: wanted, currentPassword }));
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 400,
        body: { error: text, message: text, code: 'INVALID_CURRENT_PASSWORD' },
      });
    }
    expect(await storedEmail(buyer.email)).toMatchObject({ email: buyer.email, name: 'Amina Wanjiru' });
    expect(await db.selectFrom('email_changes').selectAll().where('user_id', '=', buyer.id).execute()).toEqual([]);
    expect(mailsTo(wanted)).toEqual([]);
  });

  it('with the right password keeps the old address for login and reset links until the new one is confirmed', async () => {
    const buyer = await createBuyer(app);
    const wanted = newAddress();
    const response = await putProfile(buyer.accessToken, profileOf(buyer, { email: `  ${wanted.toUpperCase()} `, currentPassword: strongPassword }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Profile updated successfully!',
      user: { email: buyer.email },
      signIn: { hasPassword: true, pendingEmail: wanted },
    });
    const profile = await app.inject({ method: 'GET', url: '/api/profile', headers: bearer(buyer.accessToken) });
    expect(profile.json()).toMatchObject({ user: { email: buyer.email }, signIn: { pendingEmail: wanted } });

    expect((await logInAs(wanted)).json()).toEqual({ error: 'User not found!', code: 'ACCOUNT_NOT_FOUND' });
    expect((await logInAs(buyer.email)).statusCode).toBe(200);
    expect((await forgot(wanted)).statusCode).toBe(404);
    expect((await forgot(buyer.email)).statusCode).toBe(200);
    expect(mailsTo(buyer.email).map((mail) => mail.subject)).toEqual(['Reset your Fundi password']);
    expect(mailsTo(wanted).map((mail) => mail.subject)).toEqual(['Confirm your new Fundi email address']);
  });

  it('switches to the new address when its link is opened, marks it proven, and the link works once', async () => {
    const buyer = await createBuyer(app);
    const wanted = newAddress();
    const token = await askForNewEmail(buyer, wanted);

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: 'Your new email address is confirmed. Use it to log in from now on.' });
    expect(await storedEmail(wanted)).toMatchObject({ email: wanted, email_verified: true });
    expect(await storedEmail(buyer.email)).toBeNull();
    expect((await logInAs(wanted)).statusCode).toBe(200);
    expect((await logInAs(buyer.email)).statusCode).toBe(404);
    const profile = await app.inject({ method: 'GET', url: '/api/profile', headers: bearer(buyer.accessToken) });
    expect(profile.json()).toMatchObject({ user: { email: wanted }, signIn: { pendingEmail: null } });

    const again = await confirm(token);
    expect({ status: again.statusCode, body: again.json() }).toEqual({ status: 400, body: { error: 'This link has already been used.', code: 'EMAIL_LINK_USED' } });
  });

  it('refuses an expired link, a made-up one and one a newer change replaced, changing nothing', async () => {
    const buyer = await createBuyer(app);
    const first = await askForNewEmail(buyer, newAddress());
    const newest = newAddress();
    const second = await askForNewEmail(buyer, newest);
    expect((await confirm(first)).json()).toEqual({ error: 'This link is no longer valid: the email address was changed again after it was sent.', code: 'EMAIL_LINK_REPLACED' });
    expect((await confirm(randomBytes(32).toString('base64url'))).json()).toEqual({ error: 'This link is not valid. Please open the whole link from the email.', code: 'EMAIL_LINK_INVALID' });

    await db.updateTable('email_changes').set({ confirm_expires_at: new Date(Date.now() - 1000) }).where('new_email', '=', newest).execute();
    const expired = await confirm(second);
    expect({ status: expired.statusCode, body: expired.json() }).toEqual({
      status: 400,
      body: { error: 'This link has expired. Change your email on your profile again to get a new one.', code: 'EMAIL_CONFIRM_LINK_EXPIRED' },
    });
    expect(await storedEmail(buyer.email)).toMatchObject({ email: buyer.email });
    const profile = await app.inject({ method: 'GET', url: '/api/profile', headers: bearer(buyer.accessToken) });
    expect(profile.json().signIn.pendingEmail).toBeNull();
  });

  it('answers 409 when someone else took the address before the link was opened', async () => {
    const buyer = await createBuyer(app);
    const wanted = newAddress();
    const token = await askForNewEmail(buyer, wanted);
    const signup = await app.inject({ method: 'POST', url: '/auth/signup', payload: { name: 'Quick', email: wanted, phone: null, password: strongPassword } });
    expect(signup.statusCode).toBe(201);

    const taken = await confirm(token);
    expect({ status: taken.statusCode, body: taken.json() }).toEqual({ status: 409, body: { error: 'An account with this email already exists', code: 'EMAIL_TAKEN' } });
    expect(await storedEmail(buyer.email)).toMatchObject({ email: buyer.email });
  });

  it('tells the old address once the new one is confirmed, with a link to undo it within 7 days', async () => {
    const buyer = await createBuyer(app);
    const wanted = newAddress();
    await confirm(await askForNewEmail(buyer, wanted));
    const [told] = mailsTo(buyer.email);
    expect(told?.subject).toBe('Your Fundi email address was changed');
    expect(told?.text).toContain('within 7 days');
    expect(linkTokenIn(told!, '/undo-email-change')).toHaveLength(43);
    // The intruder's address is not repeated to the owner.
    expect(told?.text).not.toContain(wanted);
    const change = await db.selectFrom('email_changes').select(['undo_expires_at', 'confirmed_at']).where('new_email', '=', wanted).executeTakeFirstOrThrow();
    expect(change.undo_expires_at!.getTime() - change.confirmed_at!.getTime()).toBeCloseTo(7 * 24 * 3600 * 1000, -3);
  });

  it('mails greet a plain first name only and never carry the name’s text or links', async () => {
    const buyer = await createBuyer(app);
    const phishing = 'Amina Your account is locked, call 0700 000 000 or visit https://evil.test';
    await db.updateTable('users').set({ name: phishing }).where('id', '=', buyer.id).execute();
    const wanted = newAddress();
    await confirm(await askForNewEmail(buyer, wanted, { name: phishing }));
    const linkFirstName = 'https://evil.test/login Amina';
    await db.updateTable('users').set({ name: linkFirstName }).where('id', '=', buyer.id).execute();
    const third = newAddress();
    await askForNewEmail({ email: wanted, accessToken: buyer.accessToken }, third, { name: linkFirstName });

    const [confirmation, notice, linkFirst] = [mailsTo(wanted)[0]!, mailsTo(buyer.email)[0]!, mailsTo(third)[0]!];
    expect(confirmation.text).toMatch(/^Hello Amina,/);
    expect(notice.text).toMatch(/^Hello Amina,/);
    expect(linkFirst.text).toMatch(/^Hello,/);
    for (const mail of [confirmation, notice, linkFirst]) {
      expect(`${mail.subject}\n${mail.text}`).not.toMatch(/locked|evil\.test|0700/);
    }
  });

  it('logs the links of the outbox with their tokens hidden', async () => {
    const buyer = await createBuyer(app);
    const token = await askForNewEmail(buyer, newAddress());
    await confirm(token);
    const log = readFileSync(logFile, 'utf8');
    expect(log).toContain('/confirm-email?token=[redacted]');
    expect(log).toContain('/undo-email-change?token=[redacted]');
    expect(log).not.toContain(token);
  });
});

describe('closing the account', () => {
  it('forgets its e-mail changes, with both addresses', async () => {
    const buyer = await createBuyer(app);
    await confirm(await askForNewEmail(buyer, newAddress()));
    await askForNewEmail(buyer, newAddress());
    expect(await db.selectFrom('email_changes').select('id').where('user_id', '=', buyer.id).execute()).toHaveLength(2);
    const closed = await app.inject({ method: 'DELETE', url: '/auth/users', headers: bearer(buyer.accessToken), payload: { reason: 'not-using' } });
    expect(closed.statusCode).toBe(200);
    expect(await db.selectFrom('email_changes').select('id').where('user_id', '=', buyer.id).execute()).toEqual([]);
  });
});
