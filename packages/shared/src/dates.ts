import { TIME_ZONE } from './constants';

// "Today" and order times are Kenyan time wherever the code runs (docs/decisions/0003-money-and-nairobi-time.md): a server
// in UTC and a browser abroad must agree with a customer in Nairobi.

const dayParts = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Nairobi at `now`, as `YYYY-MM-DD`. */
export function nairobiToday(now: Date): string {
  const parts = Object.fromEntries(dayParts.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The calendar day `months` after `day` (`YYYY-MM-DD`), kept within the target month: a year
 * after 29 February is 28 February.
 */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

/** A real calendar day written `YYYY-MM-DD` (rejects 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const MISSING_DATE_TEXT = 'N/A';

const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const dateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

// Recent ICU versions put a narrow no-break space before AM/PM; normalise it so the text
// is the same in every runtime and in tests.
const normaliseSpaces = (text: string) => text.replace(/\u202f/g, ' ');

/** An instant (e.g. createdAt) in Nairobi time, like 'Jan 5, 2025, 3:30 PM'; 'N/A' when absent or invalid. */
export function formatOrderDateTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return MISSING_DATE_TEXT;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? MISSING_DATE_TEXT : normaliseSpaces(dateTimeFormat.format(date));
}

/**
 * A booking date (`YYYY-MM-DD`, a calendar day with no time) like 'Jan 5, 2025'. Read as
 * UTC midnight and shown in UTC so the day never shifts with the viewer's zone. Only the
 * leading `YYYY-MM-DD` is read, so a serialised timestamp of that day works too.
 */
export function formatBookingDate(value: string | null | undefined): string {
  const day = (value ?? '').slice(0, 10);
  return isCalendarDate(day) ? dateFormat.format(new Date(`${day}T00:00:00Z`)) : MISSING_DATE_TEXT;
}
