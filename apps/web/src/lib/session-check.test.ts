import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../test/fixtures';
import { checkSavedSession } from './session-check';
import { useSession } from './session';

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
    answerWith(200, { valid: true, user });

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

  it('clears the session when the network fails', async () => {
    window.localStorage.setItem('authToken', 'some-token');
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));

    await checkSavedSession();

    expect(window.localStorage.getItem('authToken')).toBeNull();
    expect(useSession.getState().hasChecked).toBe(true);
  });
});
