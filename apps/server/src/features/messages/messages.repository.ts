import { sql } from 'kysely';
import type { Database } from '../../db';

/**
 * Messages between exactly these two people, in either direction: the unordered pair
 * {sender, receiver} is {me, other}, so nobody else's ever match. It is written the way the
 * pair index (messages_pair_page_idx) is built, so a page of a long thread is one index range
 * read in order. (Spelt as "me to other OR other to me", the planner misjudged how many rows
 * match and sorted a whole long thread for each page.)
 */
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
    .where(sql<boolean>`LEAST(messages.sender_id, messages.receiver_id) = LEAST(${me}::uuid, ${other}::uuid)`)
    .where(sql<boolean>`GREATEST(messages.sender_id, messages.receiver_id) = GREATEST(${me}::uuid, ${other}::uuid)`);
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

/**
 * One row per person the caller has exchanged messages with, most recent first. The
 * conversations table (kept by a trigger, migration 0006) holds each pair's latest message,
 * so this reads `limit` rows whatever the caller's history.
 */
export async function listConversations(db: Database, me: string, limit: number) {
  const { rows } = await sql<{
    other_id: string;
    name: string;
    profile_photo_id: string | null;
    content: string;
    created_at: Date;
    unread_count: number;
  }>`
    SELECT conversations.other_id, users.name, users.profile_photo_id, messages.content, messages.created_at,
           (SELECT count(*)::int FROM messages AS unread
            WHERE unread.receiver_id = ${me} AND unread.sender_id = conversations.other_id AND unread.read_at IS NULL) AS unread_count
    FROM conversations
    JOIN messages ON messages.id = conversations.last_message_id
    JOIN users ON users.id = conversations.other_id
    WHERE conversations.user_id = ${me}
    ORDER BY conversations.last_message_at DESC, conversations.last_message_id DESC
    LIMIT ${limit}
  `.execute(db);
  return rows;
}

/** A person one may write to: exists and has not closed their account. */
export function findReachableUser(db: Database, id: string) {
  return db.selectFrom('users').select(['id', 'name']).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}
