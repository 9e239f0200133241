import i18n from 'i18next';
import { TIME_ZONE } from '@fundi/shared';
import type { Language } from '@fundi/shared';

// Dates, times and numbers in the page's language, always in Kenyan time. Money keeps the
// shared formatKsh (`KSh 1,500`), which reads the same in both languages.

const locales: Record<Language, string> = { en: 'en-KE', sw: 'sw-KE' };

function currentLanguage(): Language {
  return i18n.language === 'sw' ? 'sw' : 'en';
}

/** Formatters are costly to build and these are asked for on every render of a list. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(language: Language, kind: 'date' | 'time'): Intl.DateTimeFormat {
  const key = `${language} ${kind}`;
  let format = formatters.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'date'
        ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }
        : // Kiswahili says the part of the day (9:30 asubuhi) where English says am/pm.
          { hour: 'numeric', minute: '2-digit', hourCycle: 'h12', ...(language === 'sw' && { dayPeriod: 'long' }) };
    format = new Intl.DateTimeFormat(locales[language], { timeZone: TIME_ZONE, ...options });
    formatters.set(key, format);
  }
  return format;
}

/** `Wednesday, 25 November 2026` / `Jumatano, 25 Novemba 2026`. */
export function formatDate(date: Date, language = currentLanguage()): string {
  return dateTimeFormat(language, 'date').format(date);
}

/** `9:30 am` / `9:30 asubuhi`. */
export function formatTime(date: Date, language = currentLanguage()): string {
  return dateTimeFormat(language, 'time').format(date);
}

/** `1,500` in both languages (Kenya groups thousands with a comma either way). */
export function formatNumber(value: number, language = currentLanguage()): string {
  return new Intl.NumberFormat(locales[language]).format(value);
}
