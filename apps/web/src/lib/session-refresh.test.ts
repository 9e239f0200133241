import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, stubFetch } from '../test/fetch-stub';
import { makeAccessToken, makeUser } from '../test/fixtures';
import { ApiError, callApi } from './api';
import { onSessionEnd, setSession, useSession } from './session';

/** What GET /api/profile answers. */
const profile = { user: makeUser(), signIn: { hasPassword: true, pendingEmail: null }, language: 'en' };

function signIn(accessToken: string, refreshToken = 'refresh-1') {
  setSession({ accessToken, refreshToken, user: makeUser() });
}

/** Another tab of the same site refreshed and stored its new pair (tabs share localStorage). */
function anotherTabStores(accessToken: string, refreshToken: string) {
  window.localStorage.setItem('authToken', accessToken);
  window.localStorage.setItem('refreshToken', refreshToken);
}

describe('authenticated calls and token refresh', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refreshes an expired access token before the call, and stores the rotated refresh token', async () => {
    const fresh = makeAccessToken(15 * 60_000, 'fresh');
    signIn(makeAccessToken(-1000, 'expired'));
    const { calls } = stubFetch({
      'POST /auth/refresh': { status: 200, body: { accessToken: fresh, refreshToken: 'refresh-2' } },
      'GET /api/profile': { status: 200, body: profile },
    });

    await callApi('getProfile');

    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /auth/refresh', 'GET /api/profile']);
    expect(calls[0]).toMatchObject({ body: { refreshToken: 'refresh-1' }, authorization: undefined });
    expect(calls[1]?.authorization).toBe(`Bearer ${fresh}`);
    expect(window.localStorage.getItem('refreshToken')).toBe('refresh-2');
    expect(window.localStorage.getItem('authToken')).toBe(fresh);
    expect(useSession.getState()).toMatchObject({ accessToken: fresh, refreshToken: 'refresh-2', isAuthenticated: true });
  });

  it('also refreshes a token that expires within 30 seconds', async () => {
    signIn(makeAccessToken(20_000));
    const { callsTo } = stubFetch({
      'POST /auth/refresh': { status: 200, body: { accessToken: makeAccessToken(), refreshToken: 'refresh-2' } },
      'GET /api/profile': { status: 200, body: profile },
    });
    await callApi('getProfile');
    expect(callsTo('POST /auth/refresh')).toHaveLength(1);
  });

  it('shares one refresh between calls made at the same time', async () => {
    signIn(makeAccessToken(-1000));
    const answer = deferred<{ status: number; body: unknown }>();
    const { callsTo } = stubFetch({
      'POST /auth/refresh': () => answer.promise,
      'GET /api/orders?limit=5': { status: 200, body: { orders: [], total: 0, nextCursor: null } },
      'GET /api/conversations': { status: 200, body: { conversations: [], unreadTotal: 0 } },
      'GET /api/profile': { status: 200, body: profile },
    });

    const all = Promise.all([callApi('getOrders', { query: { limit: 5 } }), callApi('getConversations'), callApi('getProfile')]);
    answer.resolve({ status: 200, body: { accessToken: makeAccessToken(), refreshToken: 'refresh-2' } });
    await all;

    expect(callsTo('POST /auth/refresh')).toHaveLength(1);
  });

  it('answers a 401 with one refresh and one retry', async () => {
    const fresh = makeAccessToken(15 * 60_000, 'fresh');
    signIn('revoked-access-token');
    const { calls } = stubFetch({
      'POST /auth/refresh': { status: 200, body: { accessToken: fresh, refreshToken: 'refresh-2' } },
      'GET /api/profile': (call) => (call.authorization === `Bearer ${fresh}` ? { status: 200, body: profile } : { status: 401, body: { error: 'Invalid token' } }),
    });

    await expect(callApi('getProfile')).resolves.toEqual(profile);
    expect(calls.map((call) => call.path)).toEqual(['/api/profile', '/auth/refresh', '/api/profile']);
  });

  it('ends the session when the refresh is refused: both keys cleared and the shell told to go to /login', async () => {
    signIn('revoked-access-token');
    const ended = vi.fn();
    const stopListening = onSessionEnd(ended);
    stubFetch({
      'GET /api/profile': { status: 401, body: { error: 'Invalid token' } },
      'POST /auth/refresh': { status: 401, body: { error: 'Invalid token' } },
    });

    const error = await callApi('getProfile').catch((caught: unknown) => caught);
    stopListening();

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401 });
    expect(ended).toHaveBeenCalledWith('expired');
    expect(useSession.getState()).toMatchObject({ isAuthenticated: false, accessToken: null, user: null });
    expect(window.localStorage.getItem('authToken')).toBeNull();
    expect(window.localStorage.getItem('refreshToken')).toBeNull();
  });

  it('ends the session when the retry after a refresh is still 401', async () => {
    signIn('access-1');
    const { callsTo } = stubFetch({
      'GET /api/profile': { status: 401, body: { error: 'Invalid token' } },
      'POST /auth/refresh': { status: 200, body: { accessToken: makeAccessToken(), refreshToken: 'refresh-2' } },
    });
    await expect(callApi('getProfile')).rejects.toMatchObject({ status: 401 });
    expect(callsTo('GET /api/profile')).toHaveLength(2);
    expect(callsTo('POST /auth/refresh')).toHaveLength(1);
    expect(useSession.getState().isAuthenticated).toBe(false);
  });

  it('keeps the session when a 403 survives the refresh: that is “not allowed”, not a dead session', async () => {
    signIn('access-1');
    stubFetch({
      'PUT /api/orders/o1/accept': { status: 403, body: { error: 'Only the seller can accept this order' } },
      'POST /auth/refresh': { status: 200, body: { accessToken: makeAccessToken(), refreshToken: 'refresh-2' } },
    });
    await expect(callApi('orderAction', { params: { id: 'o1', action: 'accept' } })).rejects.toMatchObject({ status: 403 });
    expect(useSession.getState().isAuthenticated).toBe(true);
  });

  it('keeps the session when the refresh fails for lack of network', async () => {
    signIn(makeAccessToken(-1000));
    stubFetch({ 'POST /auth/refresh': 'network-error' });
    await expect(callApi('getProfile')).rejects.toMatchObject({ status: 0 });
    expect(useSession.getState().isAuthenticated).toBe(true);
    expect(window.localStorage.getItem('refreshToken')).toBe('refresh-1');
  });

  it('keeps the session when the refresh answers with something else than a token pair', async () => {
    signIn(makeAccessToken(-1000));
    stubFetch({ 'POST /auth/refresh': { status: 200, body: { accessToken: makeAccessToken() } } });
    await expect(callApi('getProfile')).rejects.toMatchObject({ status: 500 });
    expect(useSession.getState().isAuthenticated).toBe(true);
    expect(window.localStorage.getItem('refreshToken')).toBe('refresh-1');
  });

  it('uses tokens another tab has already refreshed instead of presenting a rotated refresh token', async () => {
    signIn(makeAccessToken(-1000), 'refresh-1');
    const otherTabsAccess = makeAccessToken(15 * 60_000, 'other-tab');
    anotherTabStores(otherTabsAccess, 'refresh-2');
    const { calls } = stubFetch({ 'GET /api/profile': { status: 200, body: profile } });

    await callApi('getProfile');

    expect(calls.map((call) => call.path)).toEqual(['/api/profile']);
    expect(calls[0]?.authorization).toBe(`Bearer ${otherTabsAccess}`);
    expect(useSession.getState().refreshToken).toBe('refresh-2');
  });

  it('adopts another tab’s tokens when the refresh is refused because that tab rotated first', async () => {
    signIn(makeAccessToken(-1000), 'refresh-1');
    const otherTabsAccess = makeAccessToken(15 * 60_000, 'other-tab');
    const { calls } = stubFetch({
      // The other tab's refresh lands while ours is on its way.
      'POST /auth/refresh': () => {
        anotherTabStores(otherTabsAccess, 'refresh-2');
        return { status: 401, body: { error: 'Invalid token' } };
      },
      'GET /api/profile': { status: 200, body: profile },
    });

    await expect(callApi('getProfile')).resolves.toEqual(profile);

    expect(calls.map((call) => call.path)).toEqual(['/auth/refresh', '/api/profile']);
    expect(calls[1]?.authorization).toBe(`Bearer ${otherTabsAccess}`);
    expect(useSession.getState()).toMatchObject({ isAuthenticated: true, accessToken: otherTabsAccess, refreshToken: 'refresh-2' });
  });

  it('retries the refresh once with the other tab’s refresh token when its access token is also stale', async () => {
    signIn(makeAccessToken(-1000), 'refresh-1');
    const fresh = makeAccessToken(15 * 60_000, 'fresh');
    const { calls } = stubFetch({
      'POST /auth/refresh': (call) => {
        if ((call.body as { refreshToken: string }).refreshToken === 'refresh-2') {
          return { status: 200, body: { accessToken: fresh, refreshToken: 'refresh-3' } };
        }
        anotherTabStores(makeAccessToken(-1000, 'other-tab-stale'), 'refresh-2');
        return { status: 401, body: { error: 'Invalid token' } };
      },
      'GET /api/profile': { status: 200, body: profile },
    });

    await callApi('getProfile');

    expect(calls.map((call) => call.body)).toEqual([{ refreshToken: 'refresh-1' }, { refreshToken: 'refresh-2' }, undefined]);
    expect(useSession.getState()).toMatchObject({ isAuthenticated: true, accessToken: fresh, refreshToken: 'refresh-3' });
  });

  it('signs out when the refresh is refused and no other tab holds newer tokens', async () => {
    signIn(makeAccessToken(-1000), 'refresh-1');
    const { callsTo } = stubFetch({ 'POST /auth/refresh': { status: 401, body: { error: 'Invalid token' } } });
    await expect(callApi('getProfile')).rejects.toMatchObject({ status: 401 });
    expect(callsTo('POST /auth/refresh')).toHaveLength(1);
    expect(useSession.getState().isAuthenticated).toBe(false);
  });

  it('sends a call with its own token as it is, without refreshing', async () => {
    signIn(makeAccessToken(-1000));
    const { calls } = stubFetch({ 'POST /auth/login': { status: 401, body: { error: 'Wrong password!' } } });
    const logIn = callApi('logIn', { body: { identifier: 'amina@example.co.ke', password: 'wrong', rememberMe: false }, token: null });
    await expect(logIn).rejects.toMatchObject({ status: 401 });
    expect(calls.map((call) => call.path)).toEqual(['/auth/login']);
    expect(useSession.getState().isAuthenticated).toBe(true);
  });
});
