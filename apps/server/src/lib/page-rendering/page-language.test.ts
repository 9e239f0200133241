import { describe, expect, it } from 'vitest';
import { pageLanguage } from './page-language';

describe('pageLanguage', () => {
  it('takes ?lang= in the address before the cookie and the browser languages', () => {
    expect(pageLanguage('/services?lang=sw', { cookie: 'language=en', 'accept-language': 'en' })).toBe('sw');
    expect(pageLanguage('/?lang=en', { cookie: 'language=sw', 'accept-language': 'sw' })).toBe('en');
  });

  it('takes the remembered choice from the language cookie before the browser languages', () => {
    expect(pageLanguage('/', { cookie: 'session=abc; language=sw; theme=dark', 'accept-language': 'en-GB,en' })).toBe('sw');
    expect(pageLanguage('/', { cookie: 'language=en', 'accept-language': 'sw-KE' })).toBe('en');
  });

  it('passes over an address or cookie naming a language Fundi does not speak', () => {
    expect(pageLanguage('/?lang=fr', { cookie: 'language=de', 'accept-language': 'sw' })).toBe('sw');
    expect(pageLanguage('/?lang=SW', {})).toBe('en');
    expect(pageLanguage('/', { cookie: 'mylanguage=sw; language_old=sw' })).toBe('en');
  });

  it.each([
    ['sw-KE,sw;q=0.9,en;q=0.8', 'sw'],
    ['en-GB,en;q=0.9,sw;q=0.5', 'en'],
    ['fr-FR, SW-ke;q=0.7, en;q=0.6', 'sw'],
    ['sw;q=0,en', 'en'],
    ['sw; q=0.000, en;q=0.1', 'en'],
    ['sw;q=0.01', 'sw'],
  ])('reads the browser languages %j as %s', (header, language) => {
    expect(pageLanguage('/', { 'accept-language': header })).toBe(language);
  });

  it.each([undefined, '', '*', 'fr-FR,de;q=0.8', 'sw;q=0'])('sends English when nothing chooses a language (%j)', (header) => {
    expect(pageLanguage('/', { 'accept-language': header })).toBe('en');
  });
});
