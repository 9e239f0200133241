import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../db';
import { callerCte, isCallerSignedIn, sessionEndedError, type SessionOfCaller } from './live-sessions';
import { plannedStatement, type Slots } from './planned-statements';

/**
 * Where a person's lists keep their version (lib/kept-answers.ts): their orders' on their
 * order_counts row (migration 0010), their messages' on their message_versions row (0011).
 * Null while the person has no such row yet.
 */
export type VersionTable = 'order_counts' | 'message_versions';

/**
 * The version of `userId`'s lists as a column of a statement with the `caller` CTE, read only
 * for a live session. Read by the statement that reads a list, so the list is exactly that
 * version's.
 */
export function listVersionOf(table: VersionTable, userId: string): RawBuilder<number | null> {
  return sql<number | null>`(select version from ${sql.table(table)} where user_id = ${userId} and ${isCallerSignedIn})`;
}

const readVersion = (table: VersionTable) =>
  plannedStatement((db: Database, slot: Slots<SessionOfCaller & { now: Date }>) => {
    const caller = callerCte(db, { sessionId: slot('sessionId'), userId: slot('userId'), now: slot('now') });
    return sql<{ is_signed_in: boolean; version: number | null }>`with ${caller}
      select caller.is_signed_in, ${listVersionOf(table, slot('userId'))} as version from caller`;
  });
const versionReaders = { order_counts: readVersion('order_counts'), message_versions: readVersion('message_versions') };

/**
 * The version of the caller's lists now, in one planned statement that also confirms the
 * session: what a kept list needs to be sent again. An ended session gets its 401.
 */
export async function currentListVersion(db: Database, table: VersionTable, caller: SessionOfCaller): Promise<number | null> {
  const [row] = await versionReaders[table](db, { ...caller, now: new Date() });
  if (!row?.is_signed_in) throw sessionEndedError();
  return row.version;
}
