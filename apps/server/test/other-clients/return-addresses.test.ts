import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { clientReturnAddress } from '../../src/plugins/other-clients';
import { signUpBuyer, strongPassword } from '../auth-helpers';
import { cookieToSend, newClientValue, refusal, startOidcProvider } from '../google-sign-in';
import { createTestContext } from '../helpers';
import { mailsIn } from '../outbox';

// A client on an allowed origin may name its own page for the links that lead back into it:
// the end of a Google sign-in and the mailed reset link. Nothing else may be named: the server
// must never become a way to send people (and their tokens) to someone else's site.

const allowed = 'https://app.fundi.example';
const allowedOrigins = [allowed, 'http://localhost:5173'];
const { claims, google } = await startOidcProvider();
const { app, outboxDir } = await createTestContext({ google, allowedOrigins });

/** Return addresses that must fall back to PUBLIC_URL. */
const refused = [
  'https://evil.example/callback',
  '//evil.test/callback',
  '/auth/google/callback',
  'javascript:alert(document.cookie)',
  'JavaScript://app.fundi.example/%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  `${allowed}@evil.test/callback`,
  `https://user:pass@app.fundi.example/callback`,
  `https://evil.test\\@app.fundi.example/callback`,
  'https://app.fundi.example.evil.test/callback',
  'http://app.fundi.example/callback',
  'https://app.fundi.example:8443/callback',
  `${allowed}/${'x'.repeat(2100)}`,
  '',
];

describe('which return addresses are taken', () => {
  it('an http(s) address on an allowed origin, as parsed, without its fragment', () => {
    expect(clientReturnAddress(`${allowed}/signed-in?from=app#top`, allowedOrigins)?.href).toBe(`${allowed}/signed-in?from=app`);
    expect(clientReturnAddress('HTTPS://APP.FUNDI.EXAMPLE:443/a/../signed-in', allowedOrigins)?.href).toBe(`${allowed}/signed-in`);
    expect(clientReturnAddress('http://localhost:5173/auth/google/callback', allowedOrigins)?.href).toBe('http://localhost:5173/auth/google/callback');
    // The path may hold an at sign: the host is still ours.
    expect(clientReturnAddress(`${allowed}\\@evil.test`, allowedOrigins)?.origin).toBe(allowed);
  });

  it.each(refused)('not %j', (value) => {
    expect(clientReturnAddress(value, allowedOrigins)).toBeUndefined();
  });

  it('nothing at all when no origin is allowed, and nothing that is not text', () => {
    expect(clientReturnAddress(`${allowed}/signed-in`, [])).toBeUndefined();
    expect(clientReturnAddress(['https://app.fundi.example/x'], allowedOrigins)).toBeUndefined();
    expect(clientReturnAddress(undefined, allowedOrigins)).toBeUndefined();
  });
});

/** GET /auth/google with `redirect`, through the provider, and back with the browser's cookie. */
async function signInWithGoogle(redirect: string | undefined, { cookieOverride }: { cookieOverride?: (cookie: string) => string } = {}) {
  claims.idToken = { sub: `google-${randomBytes(4).toString('hex')}`, email: `g-${randomBytes(4).toString('hex')}@example.com`, email_verified: true, name: 'Njeri Google' };
  const client = newClientValue();
  const query = new URLSearchParams({ client, ...(redirect === undefined ? {} : { redirect }) });
  const start = await app.inject({ method: 'GET', url: `/auth/google?${query}` });
  expect(start.statusCode).toBe(302);
  const atProvider = await fetch(start.headers.location!, { redirect: 'manual' });
  const back = new URL(atProvider.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe('http://localhost:3000/auth/google/return');
  const cookie = cookieToSend(start.headers['set-cookie']);
  const response = await app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { cookie: cookieOverride ? cookieOverride(cookie) : cookie },
  });
  expect(response.statusCode).toBe(302);
  return { location: response.headers.location!, client };
}

describe('Google sign-in started by a client on an allowed origin', () => {
  it('comes back to the page it named, with the session and its one-time value, keeping the page’s own query', async () => {
    const { location, client } = await signInWithGoogle(`${allowed}/signed-in?from=app`);
    const url = new URL(location);
    expect(`${url.origin}${url.pathname}`).toBe(`${allowed}/signed-in`);
    expect(url.searchParams.get('from')).toBe('app');
    expect(url.searchParams.get('accessToken')).toEqual(expect.any(String));
    expect(url.searchParams.get('refreshToken')).toEqual(expect.any(String));
    expect(url.searchParams.get('client')).toBe(client);
    expect(url.searchParams.get('role')).toBe('buyer');
  });

  it('a value of ours in the named page’s query cannot stand in for the real one', async () => {
    const { location, client } = await signInWithGoogle(`${allowed}/signed-in?client=planted&accessToken=planted`);
    const url = new URL(location);
    expect(url.searchParams.getAll('client')).toEqual([client]);
    expect(url.searchParams.getAll('accessToken')).not.toContain('planted');
  });

  it.each(['https://evil.example/callback', '//evil.test/callback', 'javascript:alert(1)', `${allowed}@evil.test/callback`])(
    'any other return address (%s) is ignored: the web app’s own callback',
    async (redirect) => {
      const { location } = await signInWithGoogle(redirect);
      expect(location).toMatch(/^\/auth\/google\/callback\?accessToken=/);
    },
  );

  it('a return address slipped into the cookie is checked again at the return', async () => {
    const forged = (cookie: string) => `${cookie}.${Buffer.from('https://evil.example/stolen').toString('base64url')}`;
    const { location } = await signInWithGoogle(undefined, { cookieOverride: forged });
    expect(location).toMatch(/^\/auth\/google\/callback\?accessToken=/);
  });

  it('a sign-in that cannot start says why on the client’s page, or on ours for any other address', async () => {
    const noClientValue = await app.inject({ method: 'GET', url: `/auth/google?redirect=${encodeURIComponent(`${allowed}/signed-in`)}` });
    expect(noClientValue.statusCode).toBe(302);
    const url = new URL(noClientValue.headers.location!);
    expect(`${url.origin}${url.pathname}`).toBe(`${allowed}/signed-in`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject(refusal('GOOGLE_SIGN_IN_INVALID_START'));

    const foreign = await app.inject({ method: 'GET', url: `/auth/google?redirect=${encodeURIComponent('https://evil.example/x')}` });
    expect(foreign.headers.location).toBe(`/auth/google/callback?${new URLSearchParams(refusal('GOOGLE_SIGN_IN_INVALID_START'))}`);
  });
});

/** POST /auth/forgot-password for a new account, from an address of its own; returns the link mailed. */
async function resetLinkFor(redirect: string | undefined): Promise<string> {
  const { email } = await signUpBuyer(app);
  const response = await app.inject({
    method: 'POST',
    url: '/auth/forgot-password',
    payload: { identifier: email, ...(redirect === undefined ? {} : { redirect }) },
    remoteAddress: `10.${randomBytes(3).join('.')}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  const mail = mailsIn(outboxDir).findLast((candidate) => candidate.to.includes(email));
  const link = mail?.text.split('\n').find((line) => /^\S+token=/.test(line.trim()));
  if (!link) throw new Error(`no reset link in ${mail?.text}`);
  return link.trim();
}

describe('the reset link of a client on an allowed origin', () => {
  it('opens the page it named, with the token added, and the token resets the password', async () => {
    const link = new URL(await resetLinkFor('http://localhost:5173/reset?app=1'));
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:5173/reset');
    expect(link.searchParams.get('app')).toBe('1');
    const token = link.searchParams.get('token')!;
    const reset = await app.inject({ method: 'POST', url: '/auth/reset-password', payload: { token, password: `${strongPassword}9` } });
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it('without one, opens the web app’s reset page at PUBLIC_URL', async () => {
    expect(await resetLinkFor(undefined)).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=[\w-]+$/);
  });

  it.each(['https://evil.example/reset', '//evil.test/reset', 'javascript:alert(1)', `${allowed}@evil.test/reset`, 'https://user@app.fundi.example/reset'])(
    'any other address (%s) is ignored: the web app’s reset page',
    async (redirect) => {
      expect(await resetLinkFor(redirect)).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=[\w-]+$/);
    },
  );
});
