import { describe, expect, it } from 'vitest';
import { callbackOf, cookieToSend, googleSignInSteps, newClientValue, refusal, startOidcProvider } from '../../../../test/google-sign-in';
import { createTestContext } from '../../../../test/helpers';

// Login CSRF: someone who completes a Google sign-in to their own account up to the provider's
// return address (or the web callback) and has another person's browser open it would sign
// that person in to the wrong account. A sign-in therefore finishes only in the browser that
// started it (docs/decisions/0014-google-sign-in-finishes-where-it-started.md).

const { claims: signsIn, google } = await startOidcProvider();
const { app, db } = await createTestContext({ google });
const { visitProvider, comeBack } = googleSignInSteps(app, signsIn);

const attacker = { sub: 'google-attacker', email: 'attacker@example.com', email_verified: true, name: 'Attacker' };

const rowCount = async (table: 'sessions' | 'oidc_logins') => {
  const { count } = await db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  return Number(count);
};
const sessionCount = () => rowCount('sessions');

/** A Set-Cookie header as `name=value` and its attributes, spelled as the header spells them. */
function parseSetCookie(header: string | string[] | undefined) {
  expect(typeof header).toBe('string'); // exactly one cookie
  const [nameValue, ...attributes] = (header as string).split(';').map((part) => part.trim());
  return { nameValue: nameValue!, attributes: attributes.sort() };
}

describe('the cookie that ties a Google sign-in to the browser that started it', () => {
  it('is set by GET /auth/google: HttpOnly, SameSite=Lax, only for /auth/google, for the 10 minutes a sign-in lives', async () => {
    signsIn.idToken = attacker;
    const { setCookie, cookie } = await visitProvider();
    const { nameValue, attributes } = parseSetCookie(setCookie);
    expect(nameValue).toBe(cookie);
    expect(nameValue).toMatch(/^google_sign_in=[\w-]{43}$/);
    // No Secure: the test server's public address is plain http (sign-in-cookie.test.ts covers https).
    expect(attributes).toEqual(['HttpOnly', 'Max-Age=600', 'Path=/auth/google', 'SameSite=Lax']);
  });

  it('is cleared when the provider sends the browser back, whether the sign-in succeeds or not', async () => {
    signsIn.idToken = attacker;
    const own = await visitProvider();
    const cleared = ['Max-Age=0', 'Path=/auth/google', 'HttpOnly', 'SameSite=Lax'].sort();

    const success = await app.inject({ method: 'GET', url: own.returnPath, headers: { cookie: own.cookie } });
    expect(callbackOf(success.headers.location).get('accessToken')).toEqual(expect.any(String));
    expect(parseSetCookie(success.headers['set-cookie'])).toEqual({ nameValue: 'google_sign_in=', attributes: cleared });

    const refused = await app.inject({ method: 'GET', url: '/auth/google/return?state=unknown&code=c' });
    expect(callbackOf(refused.headers.location).get('error')).toEqual(expect.any(String));
    expect(parseSetCookie(refused.headers['set-cookie'])).toEqual({ nameValue: 'google_sign_in=', attributes: cleared });
  });
});

describe('a return from the provider opened by another browser', () => {
  it('is refused without the cookie: no session starts, and the attempt is spent', async () => {
    signsIn.idToken = attacker;
    const attackers = await visitProvider();
    const sessionsBefore = await sessionCount();
    const attemptsBefore = await rowCount('oidc_logins');

    // The victim's browser opens the attacker's return address; it never got the attacker's cookie.
    const victimSees = await comeBack(attackers.returnPath);
    expect(Object.fromEntries(victimSees)).toEqual(refusal('GOOGLE_SIGN_IN_OTHER_BROWSER'));
    expect(await sessionCount()).toBe(sessionsBefore);
    expect(await rowCount('oidc_logins')).toBe(attemptsBefore - 1);
    // Spent: not even the browser that started it can finish it now.
    expect(Object.fromEntries(await comeBack(attackers.returnPath, attackers.cookie))).toEqual(refusal('GOOGLE_SIGN_IN_EXPIRED'));
  });

  it('is refused with another sign-in’s cookie (the victim’s own attempt) or a made-up one', async () => {
    signsIn.idToken = attacker;
    const victims = await visitProvider();
    const attackers = await visitProvider();
    const sessionsBefore = await sessionCount();
    expect(Object.fromEntries(await comeBack(attackers.returnPath, victims.cookie))).toEqual(refusal('GOOGLE_SIGN_IN_OTHER_BROWSER'));

    const another = await visitProvider();
    const madeUp = `google_sign_in=${'A'.repeat(43)}`;
    expect(Object.fromEntries(await comeBack(another.returnPath, madeUp))).toEqual(refusal('GOOGLE_SIGN_IN_OTHER_BROWSER'));
    expect(await sessionCount()).toBe(sessionsBefore);
  });

  it('succeeds in the browser that started it, and hands the web app its one-time value back', async () => {
    signsIn.idToken = attacker;
    const own = await visitProvider();
    const callback = await comeBack(own.returnPath, `theme=dark; ${own.cookie}; lang=en`);
    expect(callback.get('error')).toBeNull();
    expect(callback.get('accessToken')).toEqual(expect.any(String));
    expect(callback.get('client')).toBe(own.client);
  });
});

describe('the web app’s one-time value', () => {
  it.each([
    ['missing', ''],
    ['empty', 'client='],
    ['too short (21)', `client=${'a'.repeat(21)}`],
    ['too long (65)', `client=${'a'.repeat(65)}`],
    ['not url-safe', `client=${encodeURIComponent('abc+/=def<script>ghijklmn')}`],
    ['given twice', `client=${newClientValue()}&client=${newClientValue()}`],
  ])('refuses to start a sign-in when it is %s', async (_, query) => {
    const attemptsBefore = await rowCount('oidc_logins');
    const response = await app.inject({ method: 'GET', url: `/auth/google?${query}` });
    expect(response.statusCode).toBe(302);
    expect(Object.fromEntries(callbackOf(response.headers.location))).toEqual(refusal('GOOGLE_SIGN_IN_INVALID_START'));
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await rowCount('oidc_logins')).toBe(attemptsBefore);
  });

  it.each([['a'.repeat(22)], ['Az09_-'.repeat(10) + 'abcd']])('accepts 22 to 64 url-safe characters (%s)', async (client) => {
    const response = await app.inject({ method: 'GET', url: `/auth/google?client=${client}` });
    expect(new URL(response.headers.location!).pathname).not.toBe('/auth/google/callback');
    expect(cookieToSend(response.headers['set-cookie'])).toMatch(/^google_sign_in=/);
  });
});
