import { LANGUAGE_COOKIE, isLanguage, type Language } from '@fundi/shared';

/**
 * The language a public page is sent in, chosen as the web app chooses it at start-up
 * (apps/web/src/lib/language.ts): `?lang=` in the address, then the reader's remembered choice
 * (the cookie the app writes with it), then the first of their browser's languages Fundi
 * speaks, else English. The HTML and the app that takes it over then speak the same language.
 */
export function pageLanguage(url: string, headers: { cookie?: string; 'accept-language'?: string }): Language {
  const fromAddress = new URL(url, 'http://fundi.invalid').searchParams.get('lang');
  if (isLanguage(fromAddress)) return fromAddress;
  const fromCookie = headers.cookie
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  if (isLanguage(fromCookie)) return fromCookie;
  for (const tag of (headers['accept-language'] ?? '').split(',')) {
    const [range = '', quality] = tag.trim().toLowerCase().split(';');
    if (quality && /^q=0(\.0*)?$/.test(quality.trim())) continue;
    const language = range.split('-')[0];
    if (isLanguage(language)) return language;
  }
  return 'en';
}
