import { sql } from 'kysely';
import type { Database } from '../../src/db';

/**
 * Tables whose rows a refused request may change by design. None today: rate-limit counters
 * live in process memory or Redis, verifying a token only reads its session, and a failed
 * login writes nothing. (A refresh token presented again after rotation revokes its session
 * with a 401, docs/decisions/0007-sessions-and-refresh-tokens.md, but no fuzzed or forged request
 * holds a rotated token.)
 */
const changedByRefusals = new Set<string>();

/**
 * Tables that change with time, whatever any request does: when someone last had a live page
 * (written on a socket's open, close and every 30 s heartbeat, lib/users/presence.ts), so a
 * socket another test of the file closed may write it between two snapshots.
 */
const changedByTime = new Set(['user_presence']);

export type DatabaseSnapshot = Record<string, string | null>;

const checkedTables = new WeakMap<Database, Promise<string[]>>();

/** A checksum of every row of every table in `public`, one per table, taken in one query. */
export async function snapshotDatabase(db: Database): Promise<DatabaseSnapshot> {
  // Tests never migrate midway, so the list of tables is read once per database.
  if (!checkedTables.has(db)) checkedTables.set(db, tablesOf(db));
  const perTable = (await checkedTables.get(db)!).map(
    (name) => sql`SELECT ${name}::text AS name, (SELECT md5(string_agg(t::text, ',' ORDER BY t::text)) FROM ${sql.table(name)} t) AS checksum`,
  );
  const { rows } = await sql<{ name: string; checksum: string | null }>`${sql.join(perTable, sql` UNION ALL `)}`.execute(db);
  return Object.fromEntries(rows.map(({ name, checksum }) => [name, checksum]));
}

async function tablesOf(db: Database): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name
  `.execute(db);
  return rows.map(({ name }) => name).filter((name) => !changedByRefusals.has(name) && !changedByTime.has(name));
}
