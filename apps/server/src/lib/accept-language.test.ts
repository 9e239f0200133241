import { describe, expect, it } from 'vitest';
import { languageFromHeader } from './accept-language';

describe('languageFromHeader', () => {
  it.each([
    ['sw-KE,sw;q=0.9,en;q=0.8', 'sw'],
    ['en-GB,en;q=0.9,sw;q=0.5', 'en'],
    ['fr-FR,sw;q=0.7,en;q=0.6', 'sw'],
    ['en;q=0.4, SW;q=0.8', 'sw'],
    ['sw;q=0,en', 'en'],
  ])('reads %j as %s', (header, language) => {
    expect(languageFromHeader(header)).toBe(language);
  });

  it.each([undefined, '', 'fr-FR,de;q=0.8', '*'])('finds no language Fundi speaks in %j', (header) => {
    expect(languageFromHeader(header)).toBeUndefined();
  });
});
