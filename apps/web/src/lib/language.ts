import { LANGUAGE_COOKIE, LANGUAGES, type Language } from '@fundi/shared';
import { readStorage, writeStorage } from './storage';

// The languages the app speaks are the shared LANGUAGES, the ones an account can be in;
// English is bundled, Kiswahili downloads when chosen.

const STORAGE_KEY = 'language';
/** `?lang=sw` on any address chooses Kiswahili (a link shared in a Kiswahili chat, say). */
const ADDRESS_PARAM = 'lang';

function toLanguage(value: string | null | undefined): Language | undefined {
  return LANGUAGES.find((language) => language === value);
}

/**
 * Reads `?lang=` from the address and takes it out of the address bar, keeping the rest, so a
 * copied link does not force the choice on whoever opens it next.
 */
function takeLanguageFromAddress(): Language | undefined {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(ADDRESS_PARAM)) return undefined;
  const language = toLanguage(url.searchParams.get(ADDRESS_PARAM));
  url.searchParams.delete(ADDRESS_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return language;
}

/** The first of the browser's languages the app speaks (`sw-KE`, `sw` give Kiswahili), else English. */
export function browserLanguage(preferred: readonly string[] = navigator.languages): Language {
  for (const tag of preferred) {
    const language = toLanguage(tag.toLowerCase().split('-')[0]);
    if (language) return language;
  }
  return 'en';
}

/** At start-up: `?lang=` in the address, then the remembered choice, then the browser's languages. */
export function chooseStartLanguage(): Language {
  const fromAddress = takeLanguageFromAddress();
  if (fromAddress) {
    rememberLanguage(fromAddress);
    return fromAddress;
  }
  const remembered = toLanguage(readStorage(STORAGE_KEY));
  // A choice made before the server read the cookie: tell it too.
  if (remembered && !document.cookie.includes(`${LANGUAGE_COOKIE}=${remembered}`)) rememberLanguageForServer(remembered);
  return remembered ?? browserLanguage();
}

export function rememberLanguage(language: Language): void {
  writeStorage(STORAGE_KEY, language);
  rememberLanguageForServer(language);
}

/**
 * The server sends public pages as HTML in the reader's language (docs/decisions/0056-pages-sent-as-html.md):
 * it reads the choice from this cookie, as the page reads it from storage. A year, like a choice.
 */
function rememberLanguageForServer(language: Language): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax${secure}`;
}

/** Screen readers pick their voice from `<html lang>`; search engines read it too. */
export function markPageLanguage(language: Language): void {
  // The server's rendering has no document: it writes <html lang> itself.
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
}
