import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openServerPage } from '../../lib/full-page';
import { endSession, useSession } from '../../lib/session';
import { stubFetch } from '../../test/fetch-stub';
import { makeAccessToken, makeUser } from '../../test/fixtures';
import { firstPaint } from '../../test/lazy-pages';
import { renderApp } from '../../test/render-app';
import { noteGoogleSignInStarted } from './started-google-sign-in';

vi.mock('../../lib/full-page', () => ({ openServerPage: vi.fn() }));

const amina = makeUser({ name: 'Amina Otieno' });
const server = {
  'GET /auth/providers': { status: 200, body: { google: true } },
  'POST /auth/login': { status: 200, body: { accessToken: makeAccessToken(), refreshToken: 'refresh-1', user: amina, language: 'en' } },
  'POST /auth/signup': { status: 201, body: { token: 'token', user: amina } },
  'GET /auth/validate-token': { status: 200, body: { valid: true, user: amina, language: 'en' } },
} as const;

async function logInOn(path: string) {
  renderApp(path);
  await logInHere();
}

/** Fills the login page on screen and logs in. */
async function logInHere() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await screen.findByRole('heading', { level: 1, name: 'Welcome back' }, firstPaint);
  await user.type(screen.getByRole('textbox', { name: 'Email or phone' }), 'amina@example.co.ke');
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Nairobi#2026');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('signing in leads to where the person was going', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubFetch(server);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('a signed-out visitor of Become a Seller is asked to log in, and the note stays until they do', async () => {
    renderApp('/become-seller');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' }, firstPaint)).toBeInTheDocument();
    expect(screen.getByText('Please log in to become a seller.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Please log in to become a seller.')).toBeInTheDocument();
  });

  it('after logging in, Become a Seller opens instead of the dashboard', async () => {
    await logInOn('/login?next=%2Fbecome-seller');
    expect(await screen.findByText('Login successful! Taking you where you were going...')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(await screen.findByRole('heading', { level: 1, name: 'Become a Seller' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Amina Otieno');
  });

  it('a signed-in page refused to a visitor says “Please log in to continue.” and opens after logging in, query and all', async () => {
    renderApp('/settings?section=change-password');
    expect(await screen.findByText('Please log in to continue.', {}, firstPaint)).toBeInTheDocument();
    await logInHere();
    act(() => vi.advanceTimersByTime(2000));
    expect(await screen.findByRole('heading', { level: 2, name: 'Change Password' })).toBeInTheDocument();
  });

  it('a session that ends on its own on a signed-in page leads back to it after logging in again', async () => {
    const { callsTo } = stubFetch({ ...server, 'GET /api/orders?*': { status: 200, body: { orders: [], total: 0, nextCursor: null } } });
    renderApp('/messages', { user: amina });
    await screen.findByRole('heading', { level: 1, name: 'Messages' }, firstPaint);
    act(() => endSession('expired'));
    expect(await screen.findByText('Invalid session. Please log in again.')).toBeInTheDocument();
    expect(screen.getByText('Please log in to continue.')).toBeInTheDocument();
    expect(callsTo('POST /auth/login')).toHaveLength(0);
  });

  it.each(['//evil.test', 'https://evil.test', '/\\evil.test', '%2F%2Fevil.test', '/%2F%2Fevil.test', '/services'])(
    'never follows ?next=%s: it goes to the dashboard and gives no reason',
    async (next) => {
      await logInOn(`/login?next=${encodeURIComponent(next)}`);
      expect(screen.queryByText('Please log in to continue.')).not.toBeInTheDocument();
      expect(await screen.findByText('Login successful! Taking you to your dashboard...')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(2000));
      expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Amina Otieno' })).toBeInTheDocument();
    },
  );

  it('someone already signed in who opens the login page goes straight on to the target', async () => {
    renderApp('/login?next=%2Fbecome-seller', { user: amina });
    expect(await screen.findByRole('heading', { level: 1, name: 'Become a Seller' }, firstPaint)).toBeInTheDocument();
  });

  it('carries the target through sign-up to the login page, which still leads there', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('/login?next=%2Fbecome-seller');
    await user.click(await screen.findByRole('link', { name: 'Create an account' }, firstPaint));
    expect(await screen.findByText('Create an account, then log in to become a seller.')).toBeInTheDocument();
    const logInLinks = screen.getAllByRole('link', { name: 'Log in' }).map((link) => link.getAttribute('href'));
    expect(logInLinks).toContain('/login?next=%2Fbecome-seller');

    await user.type(screen.getByRole('textbox', { name: 'Full Name' }), 'Amina Otieno');
    await user.type(screen.getByRole('textbox', { name: 'Email or phone' }), 'amina@example.co.ke');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Nairobi#2026');
    await user.type(screen.getByLabelText('Confirm Password', { selector: 'input' }), 'Nairobi#2026');
    await user.click(screen.getByRole('checkbox', { name: /^I am 18 or over/ }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    act(() => vi.advanceTimersByTime(2000));
    expect(await screen.findByText('Please log in to become a seller.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email or phone' })).toHaveValue('amina@example.co.ke');
  });

  it('keeps the target in this tab when leaving for Google', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderApp('/login?next=%2Fbecome-seller');
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }, firstPaint));
    expect(openServerPage).toHaveBeenCalled();
    expect(window.sessionStorage.getItem('googleSignInReturnPath')).toBe('/become-seller');
  });

  it('the Google callback goes to the kept target, and forgets it', async () => {
    const client = noteGoogleSignInStarted('/become-seller');
    const query = new URLSearchParams({ accessToken: makeAccessToken(), refreshToken: 'refresh-g', client });
    window.history.replaceState(null, '', `/auth/google/callback?${query}`);
    renderApp(`/auth/google/callback?${query}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Become a Seller' }, firstPaint)).toBeInTheDocument();
    expect(useSession.getState().isAuthenticated).toBe(true);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('a failed Google sign-in returns to the login page still headed for the target', async () => {
    noteGoogleSignInStarted('/orders');
    renderApp(`/auth/google/callback?${new URLSearchParams({ error: 'Google sign-in was cancelled', code: 'GOOGLE_SIGN_IN_CANCELLED' })}`);
    expect(await screen.findByText('Google sign-in was cancelled', {}, firstPaint)).toBeInTheDocument();
    expect(screen.getByText('Please log in to continue.')).toBeInTheDocument();
  });
});
