import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, logIn, strongPassword } from '../../../test/auth-helpers';
import { formData, sendForm } from '../../../test/forms';
import { createTestContext } from '../../../test/helpers';
import { resetTokenIn, startSmtpInbox } from '../../../test/smtp-inbox';

// The account's language (docs/decisions/0047-two-languages.md): chosen at sign-up, saved by
// PUT /api/profile, answered at sign-in, and the language its e-mails are written in.

const inbox = await startSmtpInbox();
afterAll(() => inbox.close());
const { app, db } = await createTestContext({ smtpUrl: inbox.url });

async function signUp(language?: string) {
  const email = `lugha-${randomBytes(5).toString('hex')}@example.com`;
  const payload = { name: 'Amina Wanjiru', email, phone: null, password: strongPassword, ...(language === undefined ? {} : { language }) };
  const response = await app.inject({ method: 'POST', url: '/auth/signup', payload, remoteAddress: `10.${randomBytes(3).join('.')}` });
  return { response, email };
}

async function signedUp(language?: string) {
  const { response, email } = await signUp(language);
  expect(response.statusCode, response.body).toBe(201);
  return { email, ...(await logIn(app, email)) };
}

const storedLanguage = async (email: string) =>
  (await db.selectFrom('users').select('language').where('email', '=', email).executeTakeFirstOrThrow()).language;
const getProfile = (token: string) => app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) });
/** The raw mail with quoted-printable's soft line breaks undone. */
const lastMailTo = (email: string) => inbox.messages.filter((mail) => mail.includes(`To: ${email}`)).at(-1)?.replace(/=\r?\n/g, '');

describe('the account’s language', () => {
  it('is the one the sign-up screen showed, in any case, and is answered at login, by validate-token and by the profile', async () => {
    const { email, accessToken } = await signedUp('SW');
    expect(await storedLanguage(email)).toBe('sw');
    const login = await app.inject({ method: 'POST', url: '/auth/login', payload: { identifier: email, password: strongPassword } });
    expect(login.json()).toMatchObject({ language: 'sw' });
    const validated = await app.inject({ method: 'GET', url: '/auth/validate-token', headers: bearer(accessToken) });
    expect(validated.json()).toMatchObject({ valid: true, language: 'sw' });
    expect((await getProfile(accessToken)).json()).toMatchObject({ language: 'sw' });
  });

  it('is English for a sign-up that does not say', async () => {
    const { email, accessToken } = await signedUp();
    expect(await storedLanguage(email)).toBe('en');
    expect((await getProfile(accessToken)).json()).toMatchObject({ language: 'en' });
  });

  it('refuses a sign-up in a language Fundi does not speak, creating nothing', async () => {
    const { response, email } = await signUp('fr');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_LANGUAGE', error: 'Choose English or Kiswahili' });
    expect(await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });
});

describe('PUT /api/profile with only the language', () => {
  it('saves the language, as a form or as JSON, and changes nothing else', async () => {
    const { email, accessToken } = await signedUp();
    const before = (await getProfile(accessToken)).json() as { user: object };

    const asForm = await sendForm(app, 'PUT', '/api/profile', accessToken, formData({ language: 'Sw' }));
    expect(asForm.statusCode, asForm.body).toBe(200);
    expect(asForm.json()).toMatchObject({ message: 'Profile updated successfully!', user: before.user, language: 'sw' });
    expect(await storedLanguage(email)).toBe('sw');

    const asJson = await app.inject({ method: 'PUT', url: '/api/profile', headers: bearer(accessToken), payload: { language: 'en' } });
    expect(asJson.statusCode, asJson.body).toBe(200);
    expect(asJson.json()).toMatchObject({ user: before.user, language: 'en' });
    expect(await storedLanguage(email)).toBe('en');
  });

  it('refuses a language Fundi does not speak with its code, and keeps the saved one', async () => {
    const { email, accessToken } = await signedUp('sw');
    const response = await sendForm(app, 'PUT', '/api/profile', accessToken, formData({ language: 'fr' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_LANGUAGE', error: 'Choose English or Kiswahili' });
    expect(await storedLanguage(email)).toBe('sw');
  });

  it('takes the language beside the other fields too, and keeps it when a full save leaves it out', async () => {
    const { email, accessToken } = await signedUp();
    const fields = { name: 'Amina Wanjiru', email, phone: '', location: 'Kisumu', bio: '' };
    expect((await sendForm(app, 'PUT', '/api/profile', accessToken, formData({ ...fields, language: 'sw' }))).statusCode).toBe(200);
    expect(await storedLanguage(email)).toBe('sw');
    const saved = await sendForm(app, 'PUT', '/api/profile', accessToken, formData({ ...fields, location: 'Nakuru' }));
    expect(saved.json()).toMatchObject({ user: { location: 'Nakuru' }, language: 'sw' });
  });
});

describe('e-mails in the account’s language', () => {
  it('sends a Kiswahili account its password-reset link in Kiswahili, and an English one in English', async () => {
    const swahili = await signedUp('sw');
    const english = await signedUp('en');
    for (const { email } of [swahili, english]) {
      const response = await app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { identifier: email } });
      expect(response.statusCode, response.body).toBe(200);
    }

    const inSwahili = lastMailTo(swahili.email)!;
    expect(inSwahili).toContain('Subject: Weka nenosiri jipya la Fundi');
    expect(inSwahili).toContain('Habari Amina,');
    expect(inSwahili).toContain('Fungua kiungo hiki ndani ya saa moja');
    expect(inSwahili).not.toContain('Reset your Fundi password');
    // The link in it works like any other.
    const reset = await app.inject({ method: 'POST', url: '/auth/reset-password', payload: { token: resetTokenIn(inSwahili), password: 'Mpya#2026x' } });
    expect(reset.statusCode, reset.body).toBe(200);

    const inEnglish = lastMailTo(english.email)!;
    expect(inEnglish).toContain('Subject: Reset your Fundi password');
    expect(inEnglish).toContain('Hello Amina,');
  });

  it('asks a Kiswahili account to confirm its new address in Kiswahili', async () => {
    const { email, accessToken } = await signedUp('sw');
    const wanted = `mpya-${randomBytes(5).toString('hex')}@example.com`;
    const fields = { name: 'Amina Wanjiru', email: wanted, phone: '', location: '', bio: '', currentPassword: strongPassword };
    const response = await sendForm(app, 'PUT', '/api/profile', accessToken, formData(fields));
    expect(response.statusCode, response.body).toBe(200);
    expect(lastMailTo(wanted)).toContain('Subject: Thibitisha barua pepe yako mpya ya Fundi');
    expect(await storedLanguage(email)).toBe('sw');
  });
});
