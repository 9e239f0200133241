import { sql, type RawBuilder } from 'kysely';

/**
 * A timestamptz column as PostgreSQL keeps it, to the microsecond, in ISO 8601 UTC
 * ('2026-05-04T09:30:00.123456Z'). A Date holds only milliseconds, and a page cursor made
 * from one skipped the rows created later in the same millisecond as the page's last row.
 * Being text also spares pg parsing a Date that the API only turns back into text.
 * Fixed width, so in the "C" collation the texts sort as the times do.
 */
export function exactTime(column: string): RawBuilder<string> {
  return sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** An exact time as the API shows every time: a Date's ISO string, to the millisecond. */
export function toApiTime(exact: string): string {
  // Cut, not rounded, as pg cuts when it makes a Date.
  return `${exact.slice(0, 23)}Z`;
}
