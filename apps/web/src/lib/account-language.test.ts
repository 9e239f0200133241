import { afterEach, describe, expect, it, vi } from 'vitest';
import { wholeEnglish as en } from '../locales/en/whole';
import { stubFetch } from '../test/fetch-stub';
import { makeAccessToken, makeUser } from '../test/fixtures';
import { showAccountLanguage, switchLanguage } from './account-language';
import { catalogueLoaders, i18n } from './i18n';
import { setSession } from './session';

const kiswahili = { ...en, nav: { ...en.nav, home: 'Nyumbani' } };
const SAVE = 'PUT /api/profile';
const savedAs = (language: string) => ({
  status: 200,
  body: { message: 'Profile updated successfully!', user: makeUser(), signIn: { hasPassword: true, pendingEmail: null }, language },
});

const signIn = () => setSession({ accessToken: makeAccessToken(), refreshToken: 'refresh-1', user: makeUser() });
/** The fields of a multipart body as sent. */
const fieldsOf = (body: unknown) => Object.fromEntries((body as FormData).entries());

describe('the account’s language', () => {
  afterEach(async () => {
    i18n.removeCatalogue('sw', 'translation');
    await i18n.changeLanguage('en');
    vi.restoreAllMocks();
  });

  it('is saved on the account when a signed-in person switches, with nothing but the language', async () => {
    vi.spyOn(catalogueLoaders, 'sw').mockResolvedValue(kiswahili);
    const { callsTo } = stubFetch({ [SAVE]: savedAs('sw') });
    signIn();
    await switchLanguage('sw');
    expect(i18n.t('nav.home')).toBe('Nyumbani');
    expect(callsTo(SAVE).map((call) => fieldsOf(call.body))).toEqual([{ language: 'sw' }]);
  });

  it('stays in this browser only for someone signed out', async () => {
    vi.spyOn(catalogueLoaders, 'sw').mockResolvedValue(kiswahili);
    const { calls } = stubFetch({});
    await switchLanguage('sw');
    expect(i18n.language).toBe('sw');
    expect(window.localStorage.getItem('language')).toBe('sw');
    expect(calls).toEqual([]);
  });

  it('keeps the choice on screen and in this browser when the save fails, without a word', async () => {
    vi.spyOn(catalogueLoaders, 'sw').mockResolvedValue(kiswahili);
    const { callsTo } = stubFetch({ [SAVE]: 'network-error' });
    signIn();
    await expect(switchLanguage('sw')).resolves.toBeUndefined();
    expect(callsTo(SAVE)).toHaveLength(1);
    expect(i18n.language).toBe('sw');
    expect(window.localStorage.getItem('language')).toBe('sw');
  });

  it('saves nothing when the chosen catalogue cannot be fetched, since nothing changed', async () => {
    vi.spyOn(catalogueLoaders, 'sw').mockRejectedValue(new TypeError('Failed to fetch'));
    const { calls } = stubFetch({});
    signIn();
    await expect(switchLanguage('sw')).rejects.toThrow('Failed to fetch');
    expect(i18n.language).toBe('en');
    expect(calls).toEqual([]);
  });

  it('is shown at sign-in when it differs from the screen’s, and remembered, without saving it back', async () => {
    vi.spyOn(catalogueLoaders, 'sw').mockResolvedValue(kiswahili);
    const { calls } = stubFetch({});
    signIn();
    await showAccountLanguage('sw');
    expect(i18n.language).toBe('sw');
    expect(window.localStorage.getItem('language')).toBe('sw');
    expect(calls).toEqual([]);
  });

  it('leaves the screen as it is at sign-in when the account’s is already shown', async () => {
    const loadKiswahili = vi.spyOn(catalogueLoaders, 'sw');
    window.localStorage.setItem('language', 'en');
    await showAccountLanguage('en');
    expect(loadKiswahili).not.toHaveBeenCalled();
    expect(i18n.language).toBe('en');
  });
});
