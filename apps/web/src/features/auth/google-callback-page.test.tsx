import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, type StubbedCall } from '../../test/fetch-stub';
import { makeAccessToken, makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { useSession } from '../../lib/session';
import { noteGoogleSignInStarted } from './started-google-sign-in';

/** Opens the callback as the browser would: the address bar holds the query too. */
function openCallback(query: string, options: { user?: ReturnType<typeof makeUser> } = {}) {
  const path = `/auth/google/callback${query}`;
  window.history.replaceState(null, '', path);
  renderApp(path, options);
}

/** What the server hands back after a Google sign-in (docs/product.md §2's query, and the tab's value). */
function callbackQuery({ accessToken, refreshToken, client }: { accessToken: string; refreshToken: string; client?: string }) {
  const query = new URLSearchParams({ accessToken, refreshToken, userId: 'user-2', name: 'Baraka', email: 'baraka@example.com', role: 'buyer' });
  if (client !== undefined) query.set('client', client);
  return `?${query}`;
}

const stored = () => ({ accessToken: window.localStorage.getItem('authToken'), refreshToken: window.localStorage.getItem('refreshToken') });
const logoutsOf = (calls: StubbedCall[]) => calls.filter((call) => call.method === 'POST' && call.path === '/auth/logout');

const amina = makeUser({ id: 'user-1', name: 'Amina Otieno', email: 'amina@example.co.ke' });
const baraka = makeUser({ id: 'user-2', name: 'Baraka Mwangi', email: 'baraka@example.com' });

describe('GoogleCallbackPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
    window.sessionStorage.clear();
  });

  it('with an error, goes to /login and shows “Google authentication failed. Please try again.”', async () => {
    noteGoogleSignInStarted();
    openCallback('?error=access_denied');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByText('Google authentication failed. Please try again.')).toBeInTheDocument();
    expect(useSession.getState().isAuthenticated).toBe(false);
    // The kept value works once: this sign-in is over.
    expect(window.sessionStorage.length).toBe(0);
  });

  it.each([
    ['GOOGLE_SIGN_IN_CANCELLED', 'Google sign-in was cancelled'],
    ['GOOGLE_SIGN_IN_EXPIRED', 'Google sign-in expired or was already used, please try again'],
    ['GOOGLE_SIGN_IN_OTHER_BROWSER', 'This Google sign-in was not started in this browser, please try again'],
    ['GOOGLE_SIGN_IN_UNAVAILABLE', 'Google sign-in is unavailable right now, please try again later'],
  ])('with the server’s reason %s, says “%s” on /login', async (code, words) => {
    noteGoogleSignInStarted();
    openCallback(`?${new URLSearchParams({ error: 'the API’s English', code })}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(words);
  });

  it.each<Record<string, string>>([{}, { code: 'WRONG_PASSWORD' }])(
    'never shows an error text that came with the link, nor the words of a code that is not Google sign-in’s (%j): anyone can send a callback link',
    async (code) => {
      openCallback(`?${new URLSearchParams({ error: 'Your account is locked, call 0700 000 000', ...code })}`);
      expect(await screen.findByText('Google authentication failed. Please try again.')).toBeInTheDocument();
      expect(screen.queryByText(/0700 000 000/)).not.toBeInTheDocument();
      expect(screen.queryByText('Incorrect password, please try again')).not.toBeInTheDocument();
    },
  );

  it('without tokens, goes to /login and shows “Invalid Google authentication response.”', async () => {
    openCallback('?userId=u1&name=Amina');
    expect(await screen.findByText('Invalid Google authentication response.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
  });

  it('takes the tokens out of the address bar, stores the session this tab asked for, loads the user and goes to /dashboard', async () => {
    const client = noteGoogleSignInStarted();
    const accessToken = makeAccessToken();
    let addressWhileLoadingUser = '';
    const { calls } = stubFetch({
      'GET /auth/validate-token': () => {
        addressWhileLoadingUser = window.location.href;
        return { status: 200, body: { valid: true, user: makeUser({ name: 'Wanjiru Kamau' }), language: 'en' } };
      },
    });
    openCallback(callbackQuery({ accessToken, refreshToken: 'refresh-g', client }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Wanjiru Kamau' })).toBeInTheDocument();
    expect(addressWhileLoadingUser).toMatch(/\/auth\/google\/callback$/); // gone before anything else happened
    expect(window.location.search).toBe('');
    expect(calls[0]).toMatchObject({ path: '/auth/validate-token', authorization: `Bearer ${accessToken}` });
    expect(stored()).toEqual({ accessToken, refreshToken: 'refresh-g' });
    expect(useSession.getState()).toMatchObject({ isAuthenticated: true, user: { name: 'Wanjiru Kamau' } });
    expect(window.sessionStorage.length).toBe(0);
    expect(logoutsOf(calls)).toEqual([]);
  });

  it('removes the tokens from the address bar even when they turn out to be bad', async () => {
    const client = noteGoogleSignInStarted();
    stubFetch({
      'GET /auth/validate-token': { status: 401, body: { error: 'Invalid token' } },
      'POST /auth/refresh': { status: 401, body: { error: 'Invalid token' } },
    });
    openCallback(callbackQuery({ accessToken: 'forged', refreshToken: 'forged-too', client }));
    expect(await screen.findByText('Google authentication failed. Please try again.')).toBeInTheDocument();
    expect(window.location.search).toBe('');
    expect(window.localStorage.getItem('authToken')).toBeNull();
    expect(useSession.getState().isAuthenticated).toBe(false);
  });
});

describe('GoogleCallbackPage with tokens this tab did not ask for (login CSRF)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
    window.sessionStorage.clear();
  });

  it.each([
    ['no sign-in was started here and the link carries no value', false, undefined],
    ['no sign-in was started here and the link carries a value', false, 'A'.repeat(22)],
    ['a sign-in was started here but the link carries another value', true, 'B'.repeat(22)],
    ['a sign-in was started here but the link carries no value', true, undefined],
  ])('stores nothing, ends that session on the server and explains on /login when %s', async (_, isStarted, client) => {
    if (isStarted) noteGoogleSignInStarted();
    const { calls } = stubFetch({ 'POST /auth/logout': { status: 204 } });
    openCallback(callbackQuery({ accessToken: makeAccessToken(), refreshToken: 'attackers-refresh', client }));

    expect(await screen.findByText('This sign-in was not started in this browser. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(window.location.search).toBe('');
    expect(stored()).toEqual({ accessToken: null, refreshToken: null });
    expect(useSession.getState().isAuthenticated).toBe(false);
    expect(calls.filter((call) => call.path === '/auth/validate-token')).toEqual([]);
    expect(logoutsOf(calls)).toEqual([{ method: 'POST', path: '/auth/logout', body: { refreshToken: 'attackers-refresh' }, authorization: undefined }]);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('in a signed-in browser, keeps its own session untouched and says so', async () => {
    const { calls } = stubFetch({ 'POST /auth/logout': { status: 204 } });
    openCallback(callbackQuery({ accessToken: makeAccessToken(), refreshToken: 'attackers-refresh', client: 'C'.repeat(22) }), { user: amina });

    expect(await screen.findByRole('heading', { level: 1, name: 'Google sign-in not completed' })).toBeInTheDocument();
    expect(screen.getByText('This sign-in was not started in this browser. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('You are still signed in as Amina Otieno.')).toBeInTheDocument();
    // The screen takes the focus once it has mounted.
    await vi.waitFor(() => expect(screen.getByRole('link', { name: 'Continue as Amina Otieno' })).toHaveFocus());
    expect(stored()).toEqual({ accessToken: 'test-access-token', refreshToken: 'test-refresh-token' });
    expect(useSession.getState()).toMatchObject({ isAuthenticated: true, user: { id: 'user-1' } });
    expect(logoutsOf(calls)).toEqual([{ method: 'POST', path: '/auth/logout', body: { refreshToken: 'attackers-refresh' }, authorization: undefined }]);
  });
});

describe('GoogleCallbackPage in a browser already signed in to another account', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
    window.sessionStorage.clear();
  });

  /** Amina is signed in here; the Google sign-in this tab started came back for Baraka. */
  function openWhileSignedIn() {
    const client = noteGoogleSignInStarted();
    const barakasToken = makeAccessToken(15 * 60_000, 'baraka');
    const stub = stubFetch({
      'GET /auth/validate-token': (call) =>
        call.authorization === `Bearer ${barakasToken}` ? { status: 200, body: { valid: true, user: baraka, language: 'en' } } : { status: 200, body: { valid: true, user: amina, language: 'en' } },
      'POST /auth/logout': { status: 204 },
    });
    openCallback(callbackQuery({ accessToken: barakasToken, refreshToken: 'barakas-refresh', client }), { user: amina });
    return { ...stub, barakasToken };
  }

  it('asks which account to use and swaps nothing before the person chooses', async () => {
    const { calls } = openWhileSignedIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'You are already signed in' })).toBeInTheDocument();
    expect(
      screen.getByText('This browser is signed in as Amina Otieno (amina@example.co.ke). The Google sign-in that just finished is for Baraka Mwangi (baraka@example.com).'),
    ).toBeInTheDocument();
    // The screen takes the focus once it has mounted.
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Stay signed in as Amina Otieno' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Switch to Baraka Mwangi' })).toBeInTheDocument();
    expect(window.location.search).toBe('');
    expect(stored()).toEqual({ accessToken: 'test-access-token', refreshToken: 'test-refresh-token' });
    expect(useSession.getState()).toMatchObject({ isAuthenticated: true, user: { id: 'user-1' } });
    expect(logoutsOf(calls)).toEqual([]);
  });

  it('staying keeps the session here and ends the new one on the server', async () => {
    const { calls } = openWhileSignedIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Stay signed in as Amina Otieno' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Amina Otieno' })).toBeInTheDocument();
    expect(stored()).toEqual({ accessToken: 'test-access-token', refreshToken: 'test-refresh-token' });
    expect(logoutsOf(calls)).toEqual([{ method: 'POST', path: '/auth/logout', body: { refreshToken: 'barakas-refresh' }, authorization: undefined }]);
  });

  it('switching signs the current account out (here and on the server) and stores the new session', async () => {
    const { calls, barakasToken } = openWhileSignedIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Switch to Baraka Mwangi' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Baraka Mwangi' })).toBeInTheDocument();
    expect(stored()).toEqual({ accessToken: barakasToken, refreshToken: 'barakas-refresh' });
    expect(useSession.getState()).toMatchObject({ isAuthenticated: true, user: { id: 'user-2' } });
    expect(logoutsOf(calls)).toEqual([
      { method: 'POST', path: '/auth/logout', body: { refreshToken: 'test-refresh-token' }, authorization: 'Bearer test-access-token' },
    ]);
  });

  it('carries on with the session here when the sign-in was for the same account', async () => {
    const client = noteGoogleSignInStarted();
    const { calls } = stubFetch({
      'GET /auth/validate-token': { status: 200, body: { valid: true, user: amina, language: 'en' } },
      'POST /auth/logout': { status: 204 },
    });
    openCallback(callbackQuery({ accessToken: makeAccessToken(), refreshToken: 'aminas-second-refresh', client }), { user: amina });

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Amina Otieno' })).toBeInTheDocument();
    expect(stored()).toEqual({ accessToken: 'test-access-token', refreshToken: 'test-refresh-token' });
    expect(logoutsOf(calls)).toEqual([{ method: 'POST', path: '/auth/logout', body: { refreshToken: 'aminas-second-refresh' }, authorization: undefined }]);
  });
});
