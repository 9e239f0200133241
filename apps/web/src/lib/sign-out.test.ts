import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../test/fetch-stub';
import { makeAccessToken, makeUser } from '../test/fixtures';
import { setSession, useSession } from './session';
import { signOut } from './sign-out';

describe('signOut', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server to revoke the refresh token and forgets the session', async () => {
    const accessToken = makeAccessToken();
    setSession({ accessToken, refreshToken: 'refresh-1', user: makeUser() });
    const { calls } = stubFetch({ 'POST /auth/logout': { status: 204 } });

    signOut();

    expect(useSession.getState()).toMatchObject({ isAuthenticated: false, accessToken: null, refreshToken: null, user: null });
    expect(window.localStorage.getItem('authToken')).toBeNull();
    expect(window.localStorage.getItem('refreshToken')).toBeNull();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/auth/logout', body: { refreshToken: 'refresh-1' }, authorization: `Bearer ${accessToken}` });
  });

  it('forgets the session even when the server cannot be reached', async () => {
    setSession({ accessToken: makeAccessToken(-60_000), refreshToken: 'refresh-1', user: makeUser() });
    const { calls } = stubFetch({ 'POST /auth/logout': 'network-error' });

    signOut();

    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.authorization).toBeUndefined(); // an expired access token is not worth sending
    expect(useSession.getState().isAuthenticated).toBe(false);
    expect(window.localStorage.getItem('refreshToken')).toBeNull();
  });
});
