import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLanguage, chooseStartLanguage, markPageLanguage, rememberLanguage } from './language';

function visit(address: string) {
  window.history.replaceState(null, '', address);
}

describe('language', () => {
  afterEach(() => {
    visit('/');
    vi.restoreAllMocks();
  });

  it("takes the first of the browser's languages the app speaks, Kiswahili for any sw tag", () => {
    expect(browserLanguage(['sw-KE', 'en-GB'])).toBe('sw');
    expect(browserLanguage(['fr-FR', 'SW'])).toBe('sw');
    expect(browserLanguage(['en-KE', 'sw'])).toBe('en');
  });

  it('falls back to English when the browser speaks none of them', () => {
    expect(browserLanguage(['fr-FR', 'de'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });

  it('chooses ?lang= over the remembered choice, remembers it and takes it out of the address, keeping the rest', () => {
    rememberLanguage('en');
    visit('/services/plumbing?q=leak&lang=sw#reviews');
    expect(chooseStartLanguage()).toBe('sw');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/services/plumbing?q=leak#reviews');
    expect(window.localStorage.getItem('language')).toBe('sw');
  });

  it('cleans an unknown ?lang= from the address and goes on as if it were absent', () => {
    rememberLanguage('sw');
    visit('/about?lang=fr');
    expect(chooseStartLanguage()).toBe('sw');
    expect(window.location.search).toBe('');
  });

  it("chooses the remembered language over the browser's", () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['sw-KE']);
    rememberLanguage('en');
    expect(chooseStartLanguage()).toBe('en');
  });

  it("uses the browser's languages on a first visit", () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['sw-KE', 'en']);
    expect(chooseStartLanguage()).toBe('sw');
  });

  it('marks the page with the language for screen readers', () => {
    markPageLanguage('sw');
    expect(document.documentElement.lang).toBe('sw');
    markPageLanguage('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
