import { sql, type RawBuilder } from 'kysely';

/**
 * A timestamptz column to the microsecond, as PostgreSQL keeps it: its UTC time as text,
 * 'YYYY-MM-DD HH:MM:SS[.ffffff]' (the ISO DateStyle, PostgreSQL's default, which DATE columns
 * rely on too; trailing zeros of the fraction left out). A Date holds only milliseconds, and
 * a page cursor made from one skipped the rows created later in the same millisecond as the
 * page's last row. This is the cheapest exact form to write (to_char cost PostgreSQL three
 * times as much per value) and to read (no Date to parse); in the "C" collation these texts
 * sort as the times do.
 */
export function exactTime(column: string): RawBuilder<string> {
  return sql<string>`(${sql.ref(column)} at time zone 'UTC')::text`;
}

const utcTimeText = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?$/;

/** An exact time in ISO 8601 to the microsecond ('2026-05-04T09:30:00.123900Z'), as page cursors keep it. */
export function toExactIso(text: string): string {
  const parts = utcTimeText.exec(text);
  if (!parts) throw new Error(`PostgreSQL wrote a time as '${text}': its DateStyle must be ISO`);
  return `${parts[1]}T${parts[2]}.${(parts[3] ?? '').padEnd(6, '0')}Z`;
}

/** An exact time as the API shows every time: a Date's ISO string, to the millisecond. */
export function toApiTime(text: string): string {
  // Cut, not rounded, as pg cuts when it makes a Date.
  return `${toExactIso(text).slice(0, 23)}Z`;
}

/** exactTime of a column that may be empty: null stays null. */
export function exactTimeOrNull(column: string): RawBuilder<string | null> {
  return sql<string | null>`(${sql.ref(column)} at time zone 'UTC')::text`;
}
