import { afterEach, describe, expect, it, vi } from 'vitest';
import { wholeEnglish as en } from '../locales/en/whole';
import { catalogueLoaders, chooseLanguage, startLanguage, i18n } from './i18n';

const kiswahili = { ...en, nav: { ...en.nav, home: 'Nyumbani' } };

describe('i18n', () => {
  afterEach(async () => {
    i18n.removeCatalogue('sw', 'translation');
    await i18n.changeLanguage('en');
    document.documentElement.lang = 'en';
    vi.restoreAllMocks();
  });

  it('starts an English visitor at once without fetching any catalogue', async () => {
    const loadKiswahili = vi.spyOn(catalogueLoaders, 'sw');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-KE']);
    await startLanguage();
    expect(loadKiswahili).not.toHaveBeenCalled();
    expect(i18n.t('nav.home')).toBe('Home');
    expect(document.documentElement.lang).toBe('en');
  });

  it('keeps English on screen until the Kiswahili catalogue is in, then switches', async () => {
    let deliver: (catalogue: typeof en) => void = () => undefined;
    const loadKiswahili = vi.spyOn(catalogueLoaders, 'sw').mockReturnValue(new Promise((resolve) => (deliver = resolve)));
    window.localStorage.setItem('language', 'sw');
    const ready = startLanguage();
    expect(loadKiswahili).toHaveBeenCalledOnce();
    expect(i18n.language).toBe('en');
    deliver(kiswahili);
    await ready;
    expect(i18n.t('nav.home')).toBe('Nyumbani');
    expect(document.documentElement.lang).toBe('sw');
  });

  it('fetches the Kiswahili catalogue once however often it is chosen', async () => {
    const loadKiswahili = vi.spyOn(catalogueLoaders, 'sw').mockResolvedValue(kiswahili);
    await chooseLanguage('sw');
    await chooseLanguage('en');
    await chooseLanguage('sw');
    expect(loadKiswahili).toHaveBeenCalledOnce();
    expect(window.localStorage.getItem('language')).toBe('sw');
  });

  it('lets a later choice win over a catalogue that arrives after it', async () => {
    let deliver: (catalogue: typeof en) => void = () => undefined;
    vi.spyOn(catalogueLoaders, 'sw').mockReturnValue(new Promise((resolve) => (deliver = resolve)));
    const slow = chooseLanguage('sw');
    await chooseLanguage('en');
    deliver(kiswahili);
    await slow;
    expect(i18n.language).toBe('en');
    expect(window.localStorage.getItem('language')).toBe('en');
  });

  it('opens in English when the Kiswahili catalogue cannot be fetched', async () => {
    vi.spyOn(catalogueLoaders, 'sw').mockRejectedValue(new TypeError('Failed to fetch'));
    window.localStorage.setItem('language', 'sw');
    await startLanguage();
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
