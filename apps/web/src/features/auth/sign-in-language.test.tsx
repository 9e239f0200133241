import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { wholeEnglish as en } from '../../locales/en/whole';
import { catalogueLoaders, i18n } from '../../lib/i18n';
import { stubFetch } from '../../test/fetch-stub';
import { makeAccessToken, makeUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { completeGoogleSignIn, switchToAccount } from './complete-google-sign-in';
import { noteGoogleSignInStarted } from './started-google-sign-in';

// At sign-in the screen takes the language saved on the account (docs/decisions/0047-two-languages.md).

const kiswahili = { ...en, nav: { ...en.nav, home: 'Nyumbani' } };
const amina = makeUser({ id: 'user-1', name: 'Amina Otieno' });

describe('the account’s language at sign-in', () => {
  beforeEach(() => {
    vi.spyOn(catalogueLoaders, 'sw').mockResolvedValue(kiswahili);
  });
  afterEach(async () => {
    i18n.removeCatalogue('sw', 'translation');
    await i18n.changeLanguage('en');
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
  });

  it('is shown after logging in, and nothing is saved back', async () => {
    const { calls } = stubFetch({
      'POST /auth/login': { status: 200, body: { accessToken: makeAccessToken(), refreshToken: 'refresh-1', user: amina, language: 'sw' } },
    });
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByRole('textbox', { name: 'Email or phone' }), 'amina@example.co.ke');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Nairobi#2026');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    await waitFor(() => expect(i18n.language).toBe('sw'));
    expect(window.localStorage.getItem('language')).toBe('sw');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  }, 15_000);

  it('is shown after a Google sign-in', async () => {
    const client = noteGoogleSignInStarted();
    stubFetch({ 'GET /auth/validate-token': { status: 200, body: { valid: true, user: amina, language: 'sw' } } });
    const query = new URLSearchParams({ accessToken: makeAccessToken(), refreshToken: 'refresh-g', client });

    expect(await completeGoogleSignIn(query, client)).toEqual({ kind: 'signed-in' });
    await waitFor(() => expect(i18n.language).toBe('sw'));
  });

  it('is the new account’s when the person switches to the account Google signed in', async () => {
    stubFetch({ 'POST /auth/logout': { status: 204 } });
    switchToAccount(amina, 'sw', { accessToken: makeAccessToken(), refreshToken: 'refresh-g' });
    await waitFor(() => expect(i18n.language).toBe('sw'));
  });

  it('leaves an English screen English for an English account', async () => {
    const loadKiswahili = vi.mocked(catalogueLoaders.sw);
    const client = noteGoogleSignInStarted();
    stubFetch({ 'GET /auth/validate-token': { status: 200, body: { valid: true, user: amina, language: 'en' } } });
    const query = new URLSearchParams({ accessToken: makeAccessToken(), refreshToken: 'refresh-g', client });
    await completeGoogleSignIn(query, client);
    expect(loadKiswahili).not.toHaveBeenCalled();
    expect(i18n.language).toBe('en');
  });
});
