import { TIME_ZONE } from './constants';

// "Today" and order times are Kenyan time wherever the code runs (docs/decisions/0003-money-and-nairobi-time.md): a server
// in UTC and a browser abroad must agree with a customer in Nairobi.

// Made on first use: a formatter with a time zone loads the zone's data, which took a phone's
// main thread about 100 ms at start-up on pages that never ask for a day.
let dayParts: Intl.DateTimeFormat | undefined;

/** The calendar day in Nairobi at `now`, as `YYYY-MM-DD`. */
export function nairobiToday(now: Date): string {
  dayParts ??= new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
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
