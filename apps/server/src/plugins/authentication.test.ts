import { describe, expect, it } from 'vitest';
import { bearer, logIn, signUpBuyer } from '../../test/auth-helpers';
import { createTestContext } from '../../test/helpers';

// requireUser on a few signed-in routes; every signed-in route is walked with every bad token
// in test/security/authorization.test.ts.
const queries: string[] = [];
const { app } = await createTestContext({ onQuery: (sql) => queries.push(sql) });
const someone = await signUpBuyer(app);
const routes = ['/api/orders', '/api/seller-orders', '/api/conversations', `/api/messages/${someone.id}`];

async function signIn() {
  const { email, id } = await signUpBuyer(app);
  return { ...(await logIn(app, email)), userId: id };
}
const get = (url: string, accessToken: string) => app.inject({ method: 'GET', url, headers: bearer(accessToken) });
const logOut = (refreshToken: string) => app.inject({ method: 'POST', url: '/auth/logout', payload: { refreshToken } });

describe('requireUser', () => {
  it.each(routes)('refuses %s without a valid token before any query', async (url) => {
    queries.length = 0;
    expect((await app.inject({ method: 'GET', url })).json()).toEqual({ error: 'Authentication required', code: 'AUTHENTICATION_REQUIRED' });
    expect((await get(url, 'not-a-token')).json()).toEqual({ error: 'Invalid token', code: 'INVALID_TOKEN' });
    expect(queries).toEqual([]);
  });

  it('checks the session of a valid token before the route reads anything', async () => {
    const { accessToken } = await signIn();
    queries.length = 0;
    expect((await get('/api/conversations', accessToken)).statusCode).toBe(200);
    expect(queries).toHaveLength(2);
    expect(queries[0]).toMatch(/from "sessions"/);
  });

  it.each([
    ...routes.map((url) => `${url}?limit=500`),
    '/api/orders?cursor=forged',
    `/api/messages/${someone.id}?before=forged`,
  ])('tells an ended session so before it refuses the input of %s', async (url) => {
    const { accessToken, refreshToken } = await signIn();
    expect((await get(url, accessToken)).statusCode).toBe(400);
    await logOut(refreshToken);
    const refused = await get(url, accessToken);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: 'Invalid token', code: 'INVALID_TOKEN' });
  });

  it('tells an ended session so before it refuses a thread with oneself', async () => {
    const { accessToken, refreshToken, userId } = await signIn();
    expect((await get(`/api/messages/${userId}`, accessToken)).json()).toEqual({ error: 'You cannot message yourself', code: 'MESSAGE_TO_SELF' });
    await logOut(refreshToken);
    expect((await get(`/api/messages/${userId}`, accessToken)).json()).toEqual({ error: 'Invalid token', code: 'INVALID_TOKEN' });
  });
});
