import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '../../test/fetch-stub';
import { makeAccessToken, makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { openServerPage } from '../../lib/full-page';
import { useSession } from '../../lib/session';
import { sw } from '../../locales/sw';
import { i18n } from '../../lib/i18n';

vi.mock('../../lib/full-page', () => ({ openServerPage: vi.fn() }));

async function openLogin() {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderApp('/login');
  await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
  return {
    user,
    identifier: screen.getByRole('textbox', { name: 'Email or phone' }),
    password: screen.getByLabelText('Password', { selector: 'input' }),
    rememberMe: screen.getByRole('checkbox', { name: 'Remember Me' }),
    logIn: screen.getByRole('button', { name: 'Log In' }),
  };
}

/** The server has Google sign-in on (GET /auth/providers). */
const googleOn = { 'GET /auth/providers': { status: 200, body: { google: true } } } as const;

const loginAnswer = { accessToken: makeAccessToken(), refreshToken: 'refresh-1', user: makeUser({ name: 'Amina Otieno' }), language: 'en' as const };

describe('LoginPage', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('offers the links, the Remember Me box and Google sign-in', async () => {
    stubFetch(googleOn);
    await openLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show Password' })).toBeInTheDocument();
  });

  it('shows the spec’s messages for an empty form and for an identifier that is neither e-mail nor phone', async () => {
    const { user, identifier, password, logIn } = await openLogin();
    await user.click(logIn);
    expect(await screen.findByText('Email or phone and password are required')).toBeInTheDocument();
    expect(identifier).toHaveAttribute('aria-invalid', 'true');

    await user.type(identifier, 'amina');
    await user.type(password, 'secret');
    await user.click(logIn);
    expect(await screen.findByText('Please enter a valid email or phone number')).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const { user, password } = await openLogin();
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show Password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide Password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it.each([
    [404, 'User not found!', 'ACCOUNT_NOT_FOUND', 'Email or phone not registered, please sign up'],
    [401, 'Wrong password!', 'WRONG_PASSWORD', 'Incorrect password, please try again'],
    [400, 'This account uses social login', 'SOCIAL_LOGIN_ACCOUNT', 'This account uses Google login, please use Google to sign in'],
    [429, 'Too many login attempts, please try again later', 'TOO_MANY_LOGIN_ATTEMPTS', 'Too many login attempts. Please try again in a few minutes.'],
  ])('turns a %i “%s” (%s) into “%s”, cleared after 3 seconds', async (status, serverText, code, userText) => {
    stubFetch({ 'POST /auth/login': { status, body: { error: serverText, code } } });
    const { user, identifier, password, logIn } = await openLogin();
    await user.type(identifier, 'amina@example.co.ke');
    await user.type(password, 'Nairobi#2026');
    await user.click(logIn);

    expect(await screen.findByText(userText)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByText(userText)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText(userText)).not.toBeInTheDocument();
  });

  it('on a Kiswahili screen, says a refusal and a rule in Kiswahili, by their codes', async () => {
    i18n.addCatalogue('sw', 'translation', sw);
    await i18n.changeLanguage('sw');
    try {
      stubFetch({ 'POST /auth/login': { status: 401, body: { error: 'Wrong password!', code: 'WRONG_PASSWORD' } } });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderApp('/login');
      await screen.findByRole('heading', { level: 1, name: 'Karibu tena' });
      const identifier = screen.getByRole('textbox', { name: 'Barua pepe au simu' });
      await user.type(identifier, '071234567');
      await user.type(screen.getByLabelText('Nenosiri', { selector: 'input' }), 'Nairobi#2026');
      await user.click(screen.getByRole('button', { name: 'Ingia' }));
      expect(await screen.findByText('Tafadhali weka barua pepe au namba ya simu sahihi')).toBeInTheDocument();

      await user.clear(identifier);
      await user.type(identifier, 'amina@example.co.ke');
      await user.click(screen.getByRole('button', { name: 'Ingia' }));
      expect(await screen.findByText('Nenosiri si sahihi, tafadhali jaribu tena')).toBeInTheDocument();
      expect(screen.queryByText('Wrong password!')).not.toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
      i18n.removeCatalogue('sw', 'translation');
    }
  });

  it('says so when the server cannot be reached', async () => {
    stubFetch({ 'POST /auth/login': 'network-error' });
    const { user, identifier, password, logIn } = await openLogin();
    await user.type(identifier, '0712 345 678');
    await user.type(password, 'Nairobi#2026');
    await user.click(logIn);
    expect(await screen.findByText('An unexpected error occurred, please try again')).toBeInTheDocument();
    expect(logIn).toBeEnabled();
  });

  it('disables the form and reads “Logging in...” while the call is on its way', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    stubFetch({ ...googleOn, 'POST /auth/login': () => new Promise((resolve) => (answer = resolve)) });
    const { user, identifier, password, logIn } = await openLogin();
    await user.type(identifier, 'amina@example.co.ke');
    await user.type(password, 'Nairobi#2026');
    await user.click(logIn);

    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    expect(identifier).toBeDisabled();
    expect(password).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();

    await act(async () => answer({ status: 401, body: { error: 'Wrong password!', code: 'WRONG_PASSWORD' } }));
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeEnabled();
  });

  it('signs in, shows a success line and goes to /dashboard after 2 seconds', async () => {
    const { callsTo } = stubFetch({ 'POST /auth/login': { status: 200, body: loginAnswer } });
    const { user, identifier, password, logIn } = await openLogin();
    await user.type(identifier, 'amina@example.co.ke');
    await user.type(password, 'Nairobi#2026');
    await user.click(logIn);

    expect(await screen.findByText('Login successful! Taking you to your dashboard...')).toBeInTheDocument();
    expect(callsTo('POST /auth/login')[0]?.body).toEqual({ identifier: 'amina@example.co.ke', password: 'Nairobi#2026', rememberMe: false });
    expect(useSession.getState()).toMatchObject({ isAuthenticated: true, refreshToken: 'refresh-1' });
    expect(window.localStorage.getItem('authToken')).toBe(loginAnswer.accessToken);

    act(() => vi.advanceTimersByTime(1900));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Amina Otieno' })).toBeInTheDocument();
  });

  it('with Remember Me, keeps the identifier (never the password) and pre-fills it next time', async () => {
    const { callsTo } = stubFetch({ 'POST /auth/login': { status: 200, body: loginAnswer } });
    const first = await openLogin();
    await first.user.type(first.identifier, '0712 345 678');
    await first.user.type(first.password, 'Nairobi#2026');
    await first.user.click(first.rememberMe);
    await first.user.click(first.logIn);
    await screen.findByText('Login successful! Taking you to your dashboard...');

    expect(callsTo('POST /auth/login')[0]?.body).toMatchObject({ rememberMe: true });
    expect(window.localStorage.getItem('rememberedIdentifier')).toBe('0712 345 678');
    expect(JSON.stringify(window.localStorage)).not.toContain('Nairobi#2026');
  });

  it('pre-fills a remembered identifier, and unticking Remember Me forgets it', async () => {
    window.localStorage.setItem('rememberedIdentifier', 'amina@example.co.ke');
    const { user, identifier, rememberMe } = await openLogin();
    expect(identifier).toHaveValue('amina@example.co.ke');
    expect(rememberMe).toBeChecked();

    await user.click(rememberMe);
    expect(window.localStorage.getItem('rememberedIdentifier')).toBeNull();
  });

  it('offers “Not me” for a remembered identifier, which forgets it and empties the field', async () => {
    window.localStorage.setItem('rememberedIdentifier', 'closed.account@example.co.ke');
    const { user, identifier, rememberMe } = await openLogin();
    expect(identifier).toHaveValue('closed.account@example.co.ke');
    expect(identifier).toHaveAccessibleDescription(/Remembered on this device/);

    await user.click(screen.getByRole('button', { name: 'Not me' }));
    expect(identifier).toHaveValue('');
    expect(identifier).toHaveFocus();
    expect(rememberMe).not.toBeChecked();
    expect(window.localStorage.getItem('rememberedIdentifier')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Not me' })).not.toBeInTheDocument();
  });

  it('offers no “Not me” when nothing is remembered', async () => {
    await openLogin();
    expect(screen.queryByRole('button', { name: 'Not me' })).not.toBeInTheDocument();
  });

  it('forgets the identifier when signing in without Remember Me', async () => {
    window.localStorage.setItem('rememberedIdentifier', 'amina@example.co.ke');
    stubFetch({ 'POST /auth/login': { status: 200, body: loginAnswer } });
    const { user, password, rememberMe, logIn } = await openLogin();
    await user.click(rememberMe);
    await user.type(password, 'Nairobi#2026');
    window.localStorage.setItem('rememberedIdentifier', 'amina@example.co.ke'); // as if unticking had not already forgotten it
    await user.click(logIn);
    await screen.findByText('Login successful! Taking you to your dashboard...');
    expect(window.localStorage.getItem('rememberedIdentifier')).toBeNull();
  });

  it('starts Google sign-in with a full-page navigation and reads “Authenticating...”', async () => {
    stubFetch(googleOn);
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(openServerPage).toHaveBeenCalledWith(expect.stringMatching(/^\/auth\/google\?client=[\w-]{22}&language=en$/));
    expect(screen.getByRole('button', { name: 'Authenticating...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeDisabled();
  });

  it('keeps a new one-time value in this tab for each Google sign-in it starts, and sends it along', async () => {
    stubFetch(googleOn);
    const { user } = await openLogin();
    const startedWith = () => new URL(vi.mocked(openServerPage).mock.lastCall![0], 'http://fundi.test').searchParams.get('client');
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    const first = startedWith();
    expect(window.sessionStorage.getItem('googleSignInStarted')).toBe(first);

    act(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }))); // Back from Google
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(startedWith()).not.toBe(first);
    expect(window.sessionStorage.getItem('googleSignInStarted')).toBe(startedWith());
    window.sessionStorage.clear();
  });

  it('asks the server for a 30-day Google session when Remember Me is ticked', async () => {
    stubFetch(googleOn);
    const { user, rememberMe } = await openLogin();
    await user.click(rememberMe);
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(openServerPage).toHaveBeenCalledWith(expect.stringMatching(/^\/auth\/google\?rememberMe=true&client=[\w-]{22}&language=en$/));
  });
});
