import { sql, type Updateable } from 'kysely';
import type { Database } from '../../db';
import type { Notifications } from '../../db/types';

export type DueNotice = {
  id: string;
  user_id: string;
  kind: string;
  event: string;
  channel: string;
  recipient: string;
  language: string;
  notice_values: unknown;
  attempts: number;
  name: string;
};

/**
 * Takes up to `limit` notices due now for this worker: each is leased for `leaseSeconds` (its
 * next attempt moves past the lease and its attempts count up) in one statement, and rows
 * another worker is taking are skipped (SKIP LOCKED), so two instances never take the same one.
 * A worker that dies mid-send leaves its notices to be taken again once the lease ends.
 */
export async function leaseDueNotices(db: Database, { limit, leaseSeconds }: { limit: number; leaseSeconds: number }): Promise<DueNotice[]> {
  const { rows } = await sql<DueNotice>`
    WITH due AS (
      SELECT id FROM notifications
      WHERE status = 'PENDING' AND next_attempt_at <= now()
      ORDER BY next_attempt_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    ), leased AS (
      UPDATE notifications n
      SET attempts = n.attempts + 1, next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
      FROM due WHERE n.id = due.id
      RETURNING n.id, n.user_id, n.kind, n.event, n.channel, n.recipient, n.language, n.notice_values, n.attempts
    )
    SELECT leased.*, users.name FROM leased JOIN users ON users.id = leased.user_id
  `.execute(db);
  return rows;
}

export async function updateNotice(db: Database, id: string, changes: Updateable<Notifications>): Promise<void> {
  await db.updateTable('notifications').set(changes).where('id', '=', id).execute();
}

/** Africa's Talking's delivery report for one of our SMS; false when no SMS of ours has that id. */
export async function recordDelivery(
  db: Database,
  report: { messageId: string; status: string; failureReason?: string | null },
): Promise<boolean> {
  const updated = await db
    .updateTable('notifications')
    .set({
      delivery_status: report.status,
      delivery_failure: report.failureReason ?? null,
      // A report after the one that said delivered (a late 'Sent') does not undo it.
      delivered_at: report.status === 'Success' ? sql<Date>`now()` : sql<Date>`delivered_at`,
    })
    .where('provider_message_id', '=', report.messageId)
    .where('channel', '=', 'sms')
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}
