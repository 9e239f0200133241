import { sql, type RawBuilder } from 'kysely';
import { toExactIso } from '../../lib/exact-time';

/**
 * Rows read per query. A seller with thousands of orders or messages is read a page at a time
 * and written out before the next page is read, so the server never holds a whole list.
 */
export const EXPORT_PAGE_SIZE = 500;

/** A row's place in its list: its creation time to the microsecond (lib/exact-time.ts) and its id. */
export type Place = { at: string; id: string };

/**
 * Reads a list page by page, each page continuing after the last row of the one before
 * (keyset on created_at, id: every page costs the same), mapped to what the file shows.
 */
export async function* inPages<Row extends Place, Shown>(
  readPage: (after: Place | undefined) => Promise<Row[]>,
  show: (row: Row) => Shown,
): AsyncGenerator<Shown[]> {
  let after: Place | undefined;
  for (;;) {
    const page = await readPage(after);
    if (page.length > 0) yield page.map(show);
    if (page.length < EXPORT_PAGE_SIZE) return;
    const last = page[page.length - 1]!;
    after = { at: last.at, id: last.id };
  }
}

/** The rows of `table` after `place`, newest first (`newestFirst`) or oldest first. */
export function beyond(table: string, place: Place | undefined, { newestFirst }: { newestFirst: boolean }): RawBuilder<boolean> {
  if (!place) return sql<boolean>`true`;
  const row = sql`(${sql.ref(`${table}.created_at`)}, ${sql.ref(`${table}.id`)})`;
  return newestFirst ? sql<boolean>`${row} < (${toExactIso(place.at)}, ${place.id})` : sql<boolean>`${row} > (${toExactIso(place.at)}, ${place.id})`;
}
