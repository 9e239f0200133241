import { randomBytes } from 'node:crypto';
import { LEGAL_DOCUMENTS } from '@fundi/shared';
import { describe, expect, it } from 'vitest';
import { bearer, logIn, strongPassword } from '../../../test/auth-helpers';
import { createTestContext } from '../../../test/helpers';

// Consent at sign-up and after the terms change (docs/product.md §11).
const { app, db } = await createTestContext();
const current = LEGAL_DOCUMENTS.terms.version;

async function signUp(extra: object) {
  const email = `consent-${randomBytes(5).toString('hex')}@example.com`;
  const remoteAddress = `10.${randomBytes(3).join('.')}`;
  const response = await app.inject({ method: 'POST', url: '/auth/signup', payload: { name: 'Njeri Consent', email, phone: null, password: strongPassword, ...extra }, remoteAddress });
  return { response, email };
}

const consentsOf = (token: string) => app.inject({ method: 'GET', url: '/api/me/consents', headers: bearer(token) });
const accountsWith = async (email: string) => (await db.selectFrom('users').select('id').where('email', '=', email).execute()).length;

describe('consents', () => {
  it('are recorded with the account when sign-up names the current terms and 18 or over', async () => {
    const { response, email } = await signUp({ acceptedTerms: current, adult: true });
    expect(response.statusCode, response.body).toBe(201);
    const { accessToken } = await logIn(app, email, strongPassword, false, `10.${randomBytes(3).join('.')}`);
    expect((await consentsOf(accessToken)).json()).toEqual({ terms: { accepted: current, current }, adult: true });
  });

  it('include news and offers by e-mail only when sign-up opts in', async () => {
    const optedIn = await signUp({ acceptedTerms: current, adult: true, news: true });
    const notOptedIn = await signUp({ acceptedTerms: current, adult: true });
    const newsOf = async (email: string) => {
      const { accessToken } = await logIn(app, email, strongPassword, false, `10.${randomBytes(3).join('.')}`);
      return (await app.inject({ method: 'GET', url: '/api/me/notification-preferences', headers: bearer(accessToken) })).json().news;
    };
    expect(await newsOf(optedIn.email)).toEqual({ sms: false, email: true });
    expect(await newsOf(notOptedIn.email)).toEqual({ sms: false, email: false });
  });

  it('are not needed to sign up (the spec’s client sends none): the account then has none to show', async () => {
    const { response, email } = await signUp({});
    expect(response.statusCode, response.body).toBe(201);
    const { accessToken } = await logIn(app, email, strongPassword, false, `10.${randomBytes(3).join('.')}`);
    expect((await consentsOf(accessToken)).json()).toEqual({ terms: { accepted: null, current }, adult: false });
  });

  it('refuse a sign-up under 18 or naming other terms, and make no account', async () => {
    const under18 = await signUp({ acceptedTerms: current, adult: false });
    expect(under18.response.statusCode).toBe(400);
    expect(under18.response.json()).toEqual({ error: 'You must be 18 or over to use Fundi', code: 'ADULT_REQUIRED' });
    expect(await accountsWith(under18.email)).toBe(0);

    const stale = await signUp({ acceptedTerms: '2020-01-01', adult: true });
    expect(stale.response.statusCode).toBe(400);
    expect(stale.response.json()).toMatchObject({ code: 'TERMS_VERSION_UNKNOWN' });
    expect(await accountsWith(stale.email)).toBe(0);
  });

  it('are given later by the signed-in person, for the current terms only', async () => {
    const { email } = await signUp({});
    const { accessToken } = await logIn(app, email, strongPassword, false, `10.${randomBytes(3).join('.')}`);
    const put = (payload: object) => app.inject({ method: 'PUT', url: '/api/me/consents', headers: bearer(accessToken), payload });

    for (const payload of [{ acceptedTerms: current, adult: false }, { acceptedTerms: current }, { acceptedTerms: '2020-01-01', adult: true }, { acceptedTerms: current, adult: true, extra: 1 }]) {
      expect((await put(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await consentsOf(accessToken)).json()).toEqual({ terms: { accepted: null, current }, adult: false });

    const accepted = await put({ acceptedTerms: current, adult: true });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ terms: { accepted: current, current }, adult: true });
    // Accepting again records nothing more.
    expect((await put({ acceptedTerms: current, adult: true })).statusCode).toBe(200);
    const rows = await db.selectFrom('consents').innerJoin('users', 'users.id', 'consents.user_id').select(['kind', 'version']).where('users.email', '=', email).execute();
    expect(rows.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: 'adult', version: '18+' },
      { kind: 'terms', version: current },
    ]);
  });
});
