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

const shortFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date in a list or a line of text: `28 Nov`, with `weekday` `Fri 28 Nov` / `Ijumaa 28 Nov`,
 * with `year` `28 Nov 2025`. Assembled from its parts, so no runtime's punctuation
 * (`Fri, 28 Nov`) creeps in.
 */
export function formatShortDate(date: Date, { weekday = false, year = false } = {}, language = currentLanguage()): string {
  const key = `${language} ${weekday} ${year}`;
  let format = shortFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locales[language], {
      timeZone: TIME_ZONE,
      day: 'numeric',
      month: 'short',
      ...(weekday && { weekday: 'short' }),
      ...(year && { year: 'numeric' }),
    });
    shortFormats.set(key, format);
  }
  const parts = format.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value;
  return [part('weekday'), part('day'), part('month'), part('year')].filter(Boolean).join(' ');
}

/** `1,500` in both languages (Kenya groups thousands with a comma either way). */
export function formatNumber(value: number, language = currentLanguage()): string {
  return new Intl.NumberFormat(locales[language]).format(value);
}

/** A calendar day, `YYYY-MM-DD`, as an instant inside that day in Nairobi (noon UTC is 3 pm there). */
function dayInstant(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}

/** A calendar day in words: `Wednesday, 3 December 2025` / `Jumatano, 3 Desemba 2025`. */
export function formatDay(day: string, language = currentLanguage()): string {
  return formatDate(dayInstant(day), language);
}

const monthFormats = new Map<Language, Intl.DateTimeFormat>();

/** A calendar's month: `December 2025` / `Desemba 2025`. */
export function formatMonth(day: string, language = currentLanguage()): string {
  let format = monthFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(locales[language], { timeZone: TIME_ZONE, month: 'long', year: 'numeric' });
    monthFormats.set(language, format);
  }
  return format.format(dayInstant(day));
}

const weekdayLists = new Map<string, readonly string[]>();

/**
 * The weekdays Monday to Sunday: `Mon`… / `Monday`…. Kiswahili has no shorter names than the
 * whole ones (`Jumatatu`), so `short` gives those there.
 */
export function weekdayNames(style: 'short' | 'long', language = currentLanguage()): readonly string[] {
  const key = `${language} ${style}`;
  let names = weekdayLists.get(key);
  if (!names) {
    const format = new Intl.DateTimeFormat(locales[language], { timeZone: TIME_ZONE, weekday: style });
    // 1 January 2024 was a Monday.
    names = Array.from({ length: 7 }, (_, index) => format.format(dayInstant(`2024-01-0${index + 1}`)));
    weekdayLists.set(key, names);
  }
  return names;
}
