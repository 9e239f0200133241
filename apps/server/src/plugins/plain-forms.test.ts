import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSignedIn, signUpBuyer, strongPassword } from '../../test/auth-helpers';
import { createTestContext } from '../../test/helpers';

// The login and contact forms sent before the page's script ran (docs/decisions/0056-pages-sent-as-html.md).
// A web build without the server's rendering: a refused form gets the app shell.
const webDistDir = path.join(import.meta.dirname, '../../test/fixtures/page-rendering/web-build');
const { app, db } = await createTestContext({ webDistDir });

// An address of its own per test run: per-address limits may be shared through Redis.
const ownAddress = () => `10.${randomBytes(3).join('.')}`;
const post = (url: string, form: Record<string, string>, headers: Record<string, string> = {}, remoteAddress = ownAddress()) =>
  app.inject({ method: 'POST', url, payload: new URLSearchParams(form).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, remoteAddress });

function handoverOf(setCookie: string | string[] | undefined): { accessToken: string; refreshToken: string; identifier: string | null } {
  const cookie = [setCookie ?? []].flat().find((value) => value.startsWith('fundi_signed_in='));
  if (!cookie) throw new Error('no handover cookie');
  return JSON.parse(decodeURIComponent(cookie.split(';')[0]!.slice('fundi_signed_in='.length))) as never;
}

describe('POST /login as a plain form', () => {
  it('signs in, hands the session over in a one-minute strict cookie and goes back to the login page', async () => {
    const { email } = await signUpBuyer(app);
    const answer = await post('/login?next=%2Forders', { identifier: email, password: strongPassword, rememberMe: 'on' }, { 'sec-fetch-site': 'same-origin' });

    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/login?next=%2Forders');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(String(answer.headers['set-cookie'])).toMatch(/; Path=\/; Max-Age=60; SameSite=Strict$/);
    const handover = handoverOf(answer.headers['set-cookie']);
    expect(handover.identifier).toBe(email);
    expect(await isSignedIn(app, handover.accessToken)).toBe(true);
  });

  it('refuses a wrong password as the API does, with no cookie', async () => {
    const { email } = await signUpBuyer(app);
    const answer = await post('/login', { identifier: email, password: 'wrong-password' });

    expect(answer.statusCode).toBe(401);
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.headers['content-type']).toContain('text/html');
  });

  it('counts toward the same login limits as the API, by the visitor’s address', async () => {
    const { email } = await signUpBuyer(app);
    const visitor = ownAddress();
    const codes = [];
    for (let attempt = 0; attempt < 11; attempt++) codes.push((await post('/login', { identifier: email, password: 'wrong-password' }, {}, visitor)).statusCode);

    expect(codes.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(codes[10]).toBe(429);
  });

  it('refuses a form posted from another site, signing no one in', async () => {
    const { email } = await signUpBuyer(app);
    const forged: Array<Record<string, string>> = [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { origin: 'https://evil.example' }];
    for (const headers of forged) {
      const answer = await post('/login', { identifier: email, password: strongPassword }, headers);
      expect(answer.statusCode, JSON.stringify(headers)).toBe(403);
      expect(answer.headers['set-cookie']).toBeUndefined();
      // The page again (here the shell: this build has no server rendering), never the API's JSON.
      expect(answer.headers['content-type']).toContain('text/html');
    }
  });
});

describe('POST /contact as a plain form', () => {
  it('stores the message through the API route, in the page’s language', async () => {
    const answer = await post('/contact?lang=sw', { name: 'Wanjiru', email: 'wanjiru@example.com', message: 'Habari, mna fundi Nyeri?' }, { origin: 'http://localhost:80' });

    expect(answer.statusCode).toBe(200);
    const stored = await db.selectFrom('contact_messages').selectAll().where('email', '=', 'wanjiru@example.com').executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ name: 'Wanjiru', message: 'Habari, mna fundi Nyeri?' });
  });

  it('refuses what the API refuses and stores nothing', async () => {
    const answer = await post('/contact', { name: 'Wanjiru', email: 'not-an-email', message: 'Hi' });

    expect(answer.statusCode).toBe(400);
    expect(await db.selectFrom('contact_messages').selectAll().where('email', '=', 'not-an-email').execute()).toEqual([]);
  });

  it('refuses a message posted from another site', async () => {
    const answer = await post('/contact', { name: 'Mallory', email: 'mallory@example.com', message: 'Spam' }, { origin: 'https://evil.example' });

    expect(answer.statusCode).toBe(403);
    expect(await db.selectFrom('contact_messages').selectAll().where('email', '=', 'mallory@example.com').execute()).toEqual([]);
  });
});
