import { sql } from 'kysely';
import type { Database } from '../../db';

/**
 * These people have a live page open now (plugins/realtime.ts): one statement for all of them,
 * in id order, so two instances writing overlapping people lock them in the same order.
 */
export async function markConnected(db: Database, userIds: string[]): Promise<void> {
  const ids = [...new Set(userIds)].sort();
  await db
    .insertInto('user_presence')
    .values(ids.map((id) => ({ user_id: id, last_connected_at: sql<Date>`now()` })))
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ last_connected_at: sql<Date>`now()` }))
    .execute();
}
