import { sql } from 'kysely';
import type { Database } from '../../db';

/** Messages between exactly these two people: nobody else's ever match. */
function betweenPair(db: Database, me: string, other: string) {
  return db
    .selectFrom('messages')
    .innerJoin('users as sender', 'sender.id', 'messages.sender_id')
    .innerJoin('users as receiver', 'receiver.id', 'messages.receiver_id')
    .select([
      'messages.id',
      'messages.sender_id',
      'messages.receiver_id',
      'messages.content',
      'messages.created_at',
      'messages.read_at',
      'sender.name as sender_name',
      'receiver.name as receiver_name',
    ])
    .where((eb) =>
      eb.or([
        eb.and([eb('messages.sender_id', '=', me), eb('messages.receiver_id', '=', other)]),
        eb.and([eb('messages.sender_id', '=', other), eb('messages.receiver_id', '=', me)]),
      ]),
    );
}
export type MessageRow = Awaited<ReturnType<ReturnType<typeof betweenPair>['executeTakeFirstOrThrow']>>;

/** The newest `limit` messages of the pair before `before` (keyset on created_at, id). */
export function listThreadPage(db: Database, me: string, other: string, limit: number, before?: { createdAt: Date; id: string }) {
  let query = betweenPair(db, me, other);
  if (before) query = query.where(sql<boolean>`(messages.created_at, messages.id) < (${before.createdAt}, ${before.id})`);
  return query.orderBy('messages.created_at', 'desc').orderBy('messages.id', 'desc').limit(limit).execute();
}

export function findMessage(db: Database, id: string, me: string, other: string) {
  return betweenPair(db, me, other).where('messages.id', '=', id).executeTakeFirstOrThrow();
}

/** Marks what `other` sent to `me` as read; returns the ids that changed. */
export async function markRead(db: Database, me: string, other: string): Promise<string[]> {
  const rows = await db
    .updateTable('messages')
    .set({ read_at: new Date() })
    .where('receiver_id', '=', me)
    .where('sender_id', '=', other)
    .where('read_at', 'is', null)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

export async function unreadTotal(db: Database, me: string): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('receiver_id', '=', me)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One row per person the caller has exchanged messages with, most recent first. */
export async function listConversations(db: Database, me: string, limit: number) {
  const { rows } = await sql<{
    other_id: string;
    name: string;
    profile_photo_id: string | null;
    content: string;
    created_at: Date;
    unread_count: number;
  }>`
    WITH latest AS (
      SELECT DISTINCT ON (other_id) other_id, content, created_at
      FROM (
        SELECT CASE WHEN sender_id = ${me} THEN receiver_id ELSE sender_id END AS other_id, content, created_at, id
        FROM messages
        WHERE sender_id = ${me} OR receiver_id = ${me}
      ) AS mine
      ORDER BY other_id, created_at DESC, id DESC
    ), unread AS (
      SELECT sender_id AS other_id, count(*)::int AS unread_count
      FROM messages
      WHERE receiver_id = ${me} AND read_at IS NULL
      GROUP BY sender_id
    )
    SELECT latest.other_id, users.name, users.profile_photo_id, latest.content, latest.created_at,
           coalesce(unread.unread_count, 0) AS unread_count
    FROM latest
    JOIN users ON users.id = latest.other_id
    LEFT JOIN unread ON unread.other_id = latest.other_id
    ORDER BY latest.created_at DESC
    LIMIT ${limit}
  `.execute(db);
  return rows;
}

/** A person one may write to: exists and has not closed their account. */
export function findReachableUser(db: Database, id: string) {
  return db.selectFrom('users').select(['id', 'name']).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}
