import { TIME_ZONE } from '@fundi/shared';
import type { Language } from '@fundi/shared';
import { i18n } from './i18n';

// Dates, times and numbers in the page's language, always in Kenyan time. Money keeps the
// shared formatKsh (`KSh 1,500`), which reads the same in both languages.

const locales: Record<Language, string> = { en: 'en-KE', sw: 'sw-KE' };

/** Formatters are costly to build and these are asked for on every render of a list. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function longDateFormat(language: Language): Intl.DateTimeFormat {
  let format = formatters.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(locales[language], { timeZone: TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    formatters.set(language, format);
  }
  return format;
}

/** `Wednesday, 25 November 2026` / `Jumatano, 25 Novemba 2026`. */
export function formatDate(date: Date, language = i18n.language): string {
  return longDateFormat(language).format(date);
}

// Kenya keeps East Africa Time all year (no summer time since 1960), so a short date or a time
// needs no time-zone database: building the first Intl formatter costs a cheap phone 50 ms or
// more, on the first paint of every list of orders (docs/decisions/0057-code-after-the-content.md).
// The names are what en-KE and sw-KE say; format.test.ts holds them to Intl.
const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;
/** The instant whose UTC fields read as Nairobi's wall clock. */
const inNairobi = (date: Date) => new Date(date.getTime() + NAIROBI_OFFSET_MS);
const shortMonths: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  sw: ['Jan', 'Feb', 'Mac', 'Apr', 'Mei', 'Jun', 'Jul', 'Ago', 'Sep', 'Okt', 'Nov', 'Des'],
};
const shortWeekdays: Record<Language, readonly string[]> = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  sw: ['Jumapili', 'Jumatatu', 'Jumanne', 'Jumatano', 'Alhamisi', 'Ijumaa', 'Jumamosi'],
};

/**
 * A date in a list or a line of text: `28 Nov`, with `weekday` `Fri 28 Nov` / `Ijumaa 28 Nov`,
 * with `year` `28 Nov 2025`. No runtime's punctuation (`Fri, 28 Nov`) creeps in.
 */
export function formatShortDate(date: Date, { weekday = false, year = false } = {}, language = i18n.language): string {
  const nairobi = inNairobi(date);
  return [
    weekday && shortWeekdays[language][nairobi.getUTCDay()],
    nairobi.getUTCDate(),
    shortMonths[language][nairobi.getUTCMonth()],
    year && nairobi.getUTCFullYear(),
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The parts of the day, each from its first minute: Kiswahili says the part (9:30 asubuhi)
 * where English says am or pm, and noon on the dot is `saa sita za mchana`.
 */
const dayParts: Record<Language, ReadonlyArray<readonly [fromMinute: number, name: string]>> = {
  en: [
    [0, 'am'],
    [12 * 60, 'pm'],
  ],
  sw: [
    [0, 'usiku'],
    [4 * 60, 'alfajiri'],
    [7 * 60, 'asubuhi'],
    [12 * 60, 'saa sita za mchana'],
    [12 * 60 + 1, 'mchana'],
    [16 * 60, 'jioni'],
    [19 * 60, 'usiku'],
  ],
};

/** `9:30 am` / `9:30 asubuhi`, in Kenyan time. */
export function formatTime(date: Date, language = i18n.language): string {
  const nairobi = inNairobi(date);
  const hours = nairobi.getUTCHours();
  const minutes = nairobi.getUTCMinutes();
  const minuteOfDay = hours * 60 + minutes;
  const part = dayParts[language].findLast(([fromMinute]) => fromMinute <= minuteOfDay)?.[1];
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${part}`;
}

/** `1,500` in both languages (Kenya groups thousands with a comma either way). */
export function formatNumber(value: number, language = i18n.language): string {
  return new Intl.NumberFormat(locales[language]).format(value);
}

/** A calendar day, `YYYY-MM-DD`, as an instant inside that day in Nairobi (noon UTC is 3 pm there). */
function dayInstant(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}

/** A calendar day in words: `Wednesday, 3 December 2025` / `Jumatano, 3 Desemba 2025`. */
export function formatDay(day: string, language = i18n.language): string {
  return formatDate(dayInstant(day), language);
}

const monthFormats = new Map<Language, Intl.DateTimeFormat>();

/** A calendar's month: `December 2025` / `Desemba 2025`. */
export function formatMonth(day: string, language = i18n.language): string {
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
export function weekdayNames(style: 'short' | 'long', language = i18n.language): readonly string[] {
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
