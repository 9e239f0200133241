import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../test/fetch-stub';
import { makeAccessToken, makeUser } from '../test/fixtures';
import { checkSavedSession, refreshUser } from './session-check';
import { setSession, useSession } from './session';

// fetch is the browser boundary: stubbed here, in this unit test only.
function answerWith(status: number, body: unknown) {
  const fetchStub = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

describe('checkSavedSession', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('clears both stored keys when validate-token answers 401', async () => {
    window.localStorage.setItem('authToken', 'expired-token');
    window.localStorage.setItem('refreshToken', 'old-refresh');
    const fetchStub = answerWith(401, { error: 'Invalid token' });

    await checkSavedSession();

    expect(fetchStub).toHaveBeenCalledWith(
      '/auth/validate-token',
      expect.objectContaining({ method: 'GET', headers: expect.objectContaining({ Authorization: 'Bearer expired-token' }) }),
    );
    expect(window.localStorage.getItem('authToken')).toBeNull();
    expect(window.localStorage.getItem('refreshToken')).toBeNull();
    expect(useSession.getState()).toMatchObject({ isAuthenticated: false, user: null, accessToken: null, hasChecked: true });
  });

  it('signs the user in when validate-token answers valid with a user', async () => {
    window.localStorage.setItem('authToken', 'good-token');
    window.localStorage.setItem('refreshToken', 'good-refresh');
    const user = makeUser();
    answerWith(200, { valid: true, user, language: 'en' });

    await checkSavedSession();

    expect(useSession.getState()).toMatchObject({
      isAuthenticated: true,
      hasChecked: true,
      accessToken: 'good-token',
      refreshToken: 'good-refresh',
      user,
    });
    expect(window.localStorage.getItem('authToken')).toBe('good-token');
  });

  describe('with the start script\'s answer (apps/web/build/route-preloads.ts)', () => {
    afterEach(() => delete window.fundiSessionCheck);

    it('takes it when it was for the saved token, without asking again', async () => {
      window.localStorage.setItem('authToken', 'good-token');
      window.localStorage.setItem('refreshToken', 'good-refresh');
      const user = makeUser();
      window.fundiSessionCheck = { token: 'good-token', answer: Promise.resolve({ valid: true, user, language: 'en' }) };
      const fetchStub = answerWith(500, {});

      await checkSavedSession();

      expect(fetchStub).not.toHaveBeenCalled();
      expect(useSession.getState()).toMatchObject({ isAuthenticated: true, hasChecked: true, accessToken: 'good-token', user });
      expect(window.fundiSessionCheck).toBeUndefined();
    });

    it('asks itself when the answer was for another token, or there was none', async () => {
      const user = makeUser();
      for (const early of [{ token: 'older-token', answer: Promise.resolve({ valid: true, user: makeUser({ name: 'Someone else' }), language: 'en' }) }, { token: 'good-token', answer: Promise.resolve(null) }]) {
        window.localStorage.setItem('authToken', 'good-token');
        window.localStorage.setItem('refreshToken', 'good-refresh');
        window.fundiSessionCheck = early;
        const fetchStub = answerWith(200, { valid: true, user, language: 'en' });

        await checkSavedSession();

        expect(fetchStub).toHaveBeenCalledTimes(1);
        expect(useSession.getState().user).toEqual(user);
      }
    });
  });

  it.each([null, 'null'])('clears the session without calling the server when the saved token is %s', async (saved) => {
    if (saved !== null) window.localStorage.setItem('authToken', saved);
    window.localStorage.setItem('refreshToken', 'stale');
    const fetchStub = answerWith(200, {});

    await checkSavedSession();

    expect(fetchStub).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('authToken')).toBeNull();
    expect(window.localStorage.getItem('refreshToken')).toBeNull();
    expect(useSession.getState()).toMatchObject({ isAuthenticated: false, hasChecked: true });
  });

  it('keeps the saved tokens and reports offline when the network fails (mobile data drops often)', async () => {
    window.localStorage.setItem('authToken', 'some-token');
    window.localStorage.setItem('refreshToken', 'some-refresh');
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));

    await checkSavedSession();

    expect(window.localStorage.getItem('authToken')).toBe('some-token');
    expect(window.localStorage.getItem('refreshToken')).toBe('some-refresh');
    expect(useSession.getState()).toMatchObject({ isOffline: true, hasChecked: false, isAuthenticated: false });
  });

  it('treats a server that is down (502) like no network: tokens kept', async () => {
    window.localStorage.setItem('authToken', 'some-token');
    answerWith(502, {});
    await checkSavedSession();
    expect(window.localStorage.getItem('authToken')).toBe('some-token');
    expect(useSession.getState().isOffline).toBe(true);
  });

  it('signs in once the network is back and the check runs again', async () => {
    window.localStorage.setItem('authToken', 'some-token');
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await checkSavedSession();

    answerWith(200, { valid: true, user: makeUser(), language: 'en' });
    await checkSavedSession();

    expect(useSession.getState()).toMatchObject({ isOffline: false, hasChecked: true, isAuthenticated: true });
  });

  it('refreshes an expired saved access token before validating it', async () => {
    window.localStorage.setItem('authToken', makeAccessToken(-60_000));
    window.localStorage.setItem('refreshToken', 'refresh-1');
    const fresh = makeAccessToken();
    const { calls } = stubFetch({
      'POST /auth/refresh': { status: 200, body: { accessToken: fresh, refreshToken: 'refresh-2' } },
      'GET /auth/validate-token': { status: 200, body: { valid: true, user: makeUser(), language: 'en' } },
    });

    await checkSavedSession();

    expect(calls.map((call) => call.path)).toEqual(['/auth/refresh', '/auth/validate-token']);
    expect(calls[1]?.authorization).toBe(`Bearer ${fresh}`);
    expect(useSession.getState()).toMatchObject({ isAuthenticated: true, accessToken: fresh, refreshToken: 'refresh-2' });
    expect(window.localStorage.getItem('refreshToken')).toBe('refresh-2');
  });

  it('answers a 401 from validate-token with one refresh and a retry', async () => {
    window.localStorage.setItem('authToken', 'revoked');
    window.localStorage.setItem('refreshToken', 'refresh-1');
    const fresh = makeAccessToken();
    stubFetch({
      'POST /auth/refresh': { status: 200, body: { accessToken: fresh, refreshToken: 'refresh-2' } },
      'GET /auth/validate-token': (call) =>
        call.authorization === `Bearer ${fresh}` ? { status: 200, body: { valid: true, user: makeUser(), language: 'en' } } : { status: 401, body: { error: 'Invalid token' } },
    });

    await checkSavedSession();

    expect(useSession.getState()).toMatchObject({ isAuthenticated: true, accessToken: fresh, hasChecked: true });
  });

  it('clears the session when the refresh is refused too', async () => {
    window.localStorage.setItem('authToken', 'revoked');
    window.localStorage.setItem('refreshToken', 'refresh-1');
    stubFetch({
      'POST /auth/refresh': { status: 401, body: { error: 'Invalid token' } },
      'GET /auth/validate-token': { status: 401, body: { error: 'Invalid token' } },
    });

    await checkSavedSession();

    expect(window.localStorage.getItem('authToken')).toBeNull();
    expect(window.localStorage.getItem('refreshToken')).toBeNull();
    expect(useSession.getState()).toMatchObject({ isAuthenticated: false, hasChecked: true, isOffline: false });
  });
});

describe('refreshUser', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reloads the user, but at most once in 5 seconds and never twice at the same time', async () => {
    vi.setSystemTime(new Date('2030-01-01T08:00:00Z'));
    setSession({ accessToken: 'access-1', refreshToken: 'refresh-1', user: makeUser({ name: 'Old Name' }) });
    const { callsTo } = stubFetch({ 'GET /auth/validate-token': { status: 200, body: { valid: true, user: makeUser({ name: 'New Name', isSeller: true }), language: 'en' } } });

    await Promise.all([refreshUser(), refreshUser()]);
    expect(callsTo('GET /auth/validate-token')).toHaveLength(1);
    expect(useSession.getState().user).toMatchObject({ name: 'New Name', isSeller: true });

    vi.setSystemTime(new Date('2030-01-01T08:00:04.900Z'));
    await refreshUser();
    expect(callsTo('GET /auth/validate-token')).toHaveLength(1);

    vi.setSystemTime(new Date('2030-01-01T08:00:05.100Z'));
    await refreshUser();
    expect(callsTo('GET /auth/validate-token')).toHaveLength(2);
  });

  it('keeps the user as it was when the reload fails', async () => {
    vi.setSystemTime(new Date('2030-01-02T08:00:00Z'));
    setSession({ accessToken: 'access-1', refreshToken: 'refresh-1', user: makeUser({ name: 'Amina' }) });
    stubFetch({ 'GET /auth/validate-token': 'network-error' });
    await refreshUser();
    expect(useSession.getState()).toMatchObject({ isAuthenticated: true, user: { name: 'Amina' } });
  });
});
