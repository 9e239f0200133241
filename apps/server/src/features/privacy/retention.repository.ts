import { sql } from 'kysely';
import type { Database } from '../../db';

// The deletions of the retention schedule (docs/privacy.md), each one statement that deletes
// exactly the rows due before `before`: running it twice, or in two instances at once, deletes
// each row once. Each returns how many rows went.

const counted = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);

/** Messages sent from the contact page. */
export async function deleteContactMessagesBefore(db: Database, before: Date): Promise<number> {
  return counted(await db.deleteFrom('contact_messages').where('created_at', '<', before).executeTakeFirst());
}

/** Sessions that ended (signed out, revoked or expired) before `before`; their refresh tokens go with them. */
export async function deleteSessionsEndedBefore(db: Database, before: Date): Promise<number> {
  // LEAST skips a null: a session never revoked ended when it expired.
  return counted(await db.deleteFrom('sessions').where(sql<boolean>`least(revoked_at, expires_at) < ${before}`).executeTakeFirst());
}

/** Notices written before `before`, sent or not, with the phone or e-mail each went to. */
export async function deleteNotificationsBefore(db: Database, before: Date): Promise<number> {
  return counted(await db.deleteFrom('notifications').where('created_at', '<', before).executeTakeFirst());
}

/** Password reset links and SMS codes that expired before `before`. */
export async function deleteResetsExpiredBefore(db: Database, before: Date): Promise<number> {
  const links = await db.deleteFrom('password_resets').where('expires_at', '<', before).executeTakeFirst();
  const codes = await db.deleteFrom('password_reset_codes').where('expires_at', '<', before).executeTakeFirst();
  return counted(links) + counted(codes);
}

/** When each conversation was last told of by SMS or e-mail: only the last hour counts (lib/notifications/notify.ts). */
export async function deleteConversationNoticesBefore(db: Database, before: Date): Promise<number> {
  return counted(await db.deleteFrom('conversation_notices').where('last_told_at', '<', before).executeTakeFirst());
}
