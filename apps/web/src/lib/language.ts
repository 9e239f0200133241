import { LANGUAGES, type Language } from '@fundi/shared';
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
  return toLanguage(readStorage(STORAGE_KEY)) ?? browserLanguage();
}

export function rememberLanguage(language: Language): void {
  writeStorage(STORAGE_KEY, language);
}

/** Screen readers pick their voice from `<html lang>`; search engines read it too. */
export function markPageLanguage(language: Language): void {
  document.documentElement.lang = language;
}
