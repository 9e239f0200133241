import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { stubFetch } from '../../test/fetch-stub';
import { makeAccessToken, makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { useSession } from '../../lib/session';

/** Opens the callback as the browser would: the address bar holds the query too. */
function openCallback(query: string) {
  const path = `/auth/google/callback${query}`;
  window.history.replaceState(null, '', path);
  renderApp(path);
}

describe('GoogleCallbackPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('with an error, goes to /login and shows “Google authentication failed. Please try again.”', async () => {
    openCallback('?error=access_denied');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByText('Google authentication failed. Please try again.')).toBeInTheDocument();
    expect(useSession.getState().isAuthenticated).toBe(false);
  });

  it('without tokens, goes to /login and shows “Invalid Google authentication response.”', async () => {
    openCallback('?userId=u1&name=Amina');
    expect(await screen.findByText('Invalid Google authentication response.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
  });

  it('takes the tokens out of the address bar, stores the session, loads the user and goes to /dashboard', async () => {
    const accessToken = makeAccessToken();
    let addressWhileLoadingUser = '';
    const { calls } = stubFetch({
      'GET /auth/validate-token': () => {
        addressWhileLoadingUser = window.location.href;
        return { status: 200, body: { valid: true, user: makeUser({ name: 'Wanjiru Kamau' }) } };
      },
    });
    openCallback(`?accessToken=${accessToken}&refreshToken=refresh-g&userId=user-1&name=Wanjiru&email=w%40example.com&role=buyer`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Wanjiru Kamau' })).toBeInTheDocument();
    expect(addressWhileLoadingUser).toMatch(/\/auth\/google\/callback$/); // gone before anything else happened
    expect(window.location.search).toBe('');
    expect(calls[0]).toMatchObject({ path: '/auth/validate-token', authorization: `Bearer ${accessToken}` });
    expect(window.localStorage.getItem('authToken')).toBe(accessToken);
    expect(window.localStorage.getItem('refreshToken')).toBe('refresh-g');
    expect(useSession.getState()).toMatchObject({ isAuthenticated: true, user: { name: 'Wanjiru Kamau' } });
  });

  it('removes the tokens from the address bar even when they turn out to be bad', async () => {
    stubFetch({
      'GET /auth/validate-token': { status: 401, body: { error: 'Invalid token' } },
      'POST /auth/refresh': { status: 401, body: { error: 'Invalid token' } },
    });
    openCallback('?accessToken=forged&refreshToken=forged-too');
    expect(await screen.findByText('Google authentication failed. Please try again.')).toBeInTheDocument();
    expect(window.location.search).toBe('');
    expect(window.localStorage.getItem('authToken')).toBeNull();
    expect(useSession.getState().isAuthenticated).toBe(false);
  });
});
