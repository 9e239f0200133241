import { describe, expect, it } from 'vitest';
import { bearer, logIn, signUpBuyer } from '../auth-helpers';
import { createTestContext } from '../helpers';

// The lists asked on every visit (orders, seller orders, conversations, a thread) check the
// caller's session inside their own statement (one round trip); these tests hold them to what
// requireUser promises on every other route.
const queries: string[] = [];
const { app } = await createTestContext({ onQuery: (sql) => queries.push(sql) });
const someone = await signUpBuyer(app);
const thread = `/api/messages/${someone.id}`;
const lists = ['/api/orders', '/api/seller-orders', '/api/conversations', thread];
const readsOf: Record<string, RegExp> = { '/api/orders': /from "orders"/, '/api/seller-orders': /from "orders"/, '/api/conversations': /FROM conversations/, [thread]: /from "messages"/ };

async function signIn() {
  const { email, id } = await signUpBuyer(app);
  return { ...(await logIn(app, email)), userId: id };
}
const get = (url: string, accessToken: string, method: 'GET' | 'HEAD' = 'GET') => app.inject({ method, url, headers: bearer(accessToken) });

describe.each(lists)('%s', (url) => {
  it('reads the session and the lists in one statement', async () => {
    const { accessToken } = await signIn();
    await get(url, accessToken); // the first use of a statement is the same one round trip
    queries.length = 0;
    expect((await get(url, accessToken)).statusCode).toBe(200);
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatch(/from "sessions"/);
    expect(queries[0]).toMatch(readsOf[url]!);
  });

  it('refuses a logged-out session at once, with the bad token’s 401', async () => {
    const { accessToken, refreshToken } = await signIn();
    expect((await get(url, accessToken)).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/auth/logout', payload: { refreshToken } })).statusCode).toBe(204);
    const refused = await get(url, accessToken);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: 'Invalid token' });
    expect((await get(url, accessToken, 'HEAD')).statusCode).toBe(401);
  });

  it('refuses the session of a closed account at once', async () => {
    const { accessToken } = await signIn();
    expect((await get(url, accessToken)).statusCode).toBe(200);
    const closed = await app.inject({ method: 'DELETE', url: '/auth/users', headers: bearer(accessToken), payload: { reason: 'not-using' } });
    expect(closed.statusCode).toBe(200);
    expect((await get(url, accessToken)).json()).toEqual({ error: 'Invalid token' });
  });

  it('tells an ended session so before it refuses the request’s input, as every other route does', async () => {
    const { accessToken, refreshToken } = await signIn();
    expect((await get(`${url}?limit=500`, accessToken)).statusCode).toBe(400);
    await app.inject({ method: 'POST', url: '/auth/logout', payload: { refreshToken } });
    const refused = await get(`${url}?limit=500`, accessToken);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ error: 'Invalid token' });
  });
});

describe.each(['/api/orders?cursor=forged', `${thread}?before=forged`])('a forged page cursor (%s)', (url) => {
  it('is a 400 for a live session and a 401 for an ended one', async () => {
    const { accessToken, refreshToken } = await signIn();
    expect((await get(url, accessToken)).json()).toEqual({ error: 'Invalid page cursor' });
    await app.inject({ method: 'POST', url: '/auth/logout', payload: { refreshToken } });
    expect((await get(url, accessToken)).json()).toEqual({ error: 'Invalid token' });
  });
});

describe('opening a thread with oneself', () => {
  it('is a 400 for a live session and a 401 for an ended one', async () => {
    const { accessToken, refreshToken, userId } = await signIn();
    expect((await get(`/api/messages/${userId}`, accessToken)).json()).toEqual({ error: 'You cannot message yourself' });
    await app.inject({ method: 'POST', url: '/auth/logout', payload: { refreshToken } });
    expect((await get(`/api/messages/${userId}`, accessToken)).json()).toEqual({ error: 'Invalid token' });
  });
});

describe('an ended session opening a thread', () => {
  it('marks nothing read', async () => {
    const reader = await signIn();
    const writer = await signIn();
    await app.inject({ method: 'POST', url: '/api/messages', headers: bearer(writer.accessToken), payload: { receiverId: reader.userId, content: 'Still unread?' } });
    await app.inject({ method: 'POST', url: '/auth/logout', payload: { refreshToken: reader.refreshToken } });
    expect((await get(`/api/messages/${writer.userId}`, reader.accessToken)).statusCode).toBe(401);
    const seenByWriter = (await get(`/api/messages/${reader.userId}`, writer.accessToken)).json();
    expect(seenByWriter.messages).toEqual([expect.objectContaining({ content: 'Still unread?', isRead: false })]);
  });
});

describe('a request without a valid token', () => {
  it.each(lists)('is refused by %s before any query', async (url) => {
    queries.length = 0;
    expect((await app.inject({ method: 'GET', url })).json()).toEqual({ error: 'Authentication required' });
    expect((await get(url, 'not-a-token')).json()).toEqual({ error: 'Invalid token' });
    expect(queries).toEqual([]);
  });
});
