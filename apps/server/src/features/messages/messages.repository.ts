import { sql } from 'kysely';
import type { Database } from '../../db';
import { exactTime } from '../../lib/exact-time';
import type { KeysetPosition } from '../../lib/keyset-cursor';
import { preparedStatement, type Slots } from '../../lib/prepared-statements';

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
      // As text to the microsecond: a page cursor needs the exact time (lib/exact-time.ts).
      exactTime('messages.created_at').as('created_at'),
      'messages.read_at',
      'sender.name as sender_name',
      'receiver.name as receiver_name',
    ])
    .where(sql<boolean>`LEAST(messages.sender_id, messages.receiver_id) = LEAST(${me}::uuid, ${other}::uuid)`)
    .where(sql<boolean>`GREATEST(messages.sender_id, messages.receiver_id) = GREATEST(${me}::uuid, ${other}::uuid)`);
}
export type MessageRow = Awaited<ReturnType<ReturnType<typeof betweenPair>['executeTakeFirstOrThrow']>>;

type ThreadValues = { userId: string; otherId: string; now: Date; limit: number; beforeCreatedAt?: string; beforeId?: string };
/** The page's messages; the first row also answers when there is none (its columns then null). */
type ThreadReadingRow = { marked_ids: string[] } & { [Column in keyof MessageRow]: MessageRow[Column] | null };
type ThreadReading = { rows: MessageRow[]; markedIds: string[] };

/**
 * Opening a thread: marks what `other` sent to `me` as read, then reads the newest `limit`
 * messages of the pair before `before` (keyset on created_at, id), in one prepared statement.
 * The page shows what this reading marked as read, as the reader now sees it.
 */
export async function readThreadPage(db: Database, me: string, other: string, limit: number, before?: KeysetPosition): Promise<ThreadReading> {
  const now = new Date();
  const statement = before ? threadPageBefore : threadPageNewest;
  const rows = await statement(db, { userId: me, otherId: other, now, limit, beforeCreatedAt: before?.createdAt, beforeId: before?.id });
  const markedIds = rows[0]!.marked_ids;
  const marked = new Set(markedIds);
  const page = (rows.filter((row) => row.id !== null) as MessageRow[]).map((row) => (marked.has(row.id) ? { ...row, read_at: now } : row));
  return { rows: page, markedIds };
}

const threadPageNewest = preparedStatement((db: Database, slot: Slots<ThreadValues>) => threadPage(db, slot, false));
const threadPageBefore = preparedStatement((db: Database, slot: Slots<ThreadValues>) => threadPage(db, slot, true));

/**
 * The marks are a data-modifying CTE: the page is read from the statement's snapshot, taken
 * before them, so the messages this reading marked are shown read from the ids it returns.
 */
function threadPage(db: Database, slot: Slots<ThreadValues>, hasCursor: boolean) {
  const me = slot('userId');
  const other = slot('otherId');
  let page = betweenPair(db, me, other);
  if (hasCursor) page = page.where(sql<boolean>`(messages.created_at, messages.id) < (${slot('beforeCreatedAt')}, ${slot('beforeId')})`);
  const newestFirst = page.orderBy('messages.created_at', 'desc').orderBy('messages.id', 'desc').limit(slot('limit'));
  return sql<ThreadReadingRow>`
    WITH marked AS (
      UPDATE messages SET read_at = ${slot('now')}
      WHERE receiver_id = ${me} AND sender_id = ${other} AND read_at IS NULL
      RETURNING id
    )
    SELECT ARRAY(SELECT id FROM marked) AS marked_ids, page.*
    FROM (VALUES (1)) AS one LEFT JOIN (${newestFirst}) AS page ON true
    ORDER BY page.created_at COLLATE "C" DESC, page.id DESC
  `;
}

export function findMessage(db: Database, id: string, me: string, other: string) {
  return betweenPair(db, me, other).where('messages.id', '=', id).executeTakeFirstOrThrow();
}

/** Every message sent to `me` that `me` has not read: the navbar's unread total. */
function unreadOf(db: Database, me: string) {
  return db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('receiver_id', '=', me)
    .where('read_at', 'is', null);
}

export async function unreadTotal(db: Database, me: string): Promise<number> {
  const row = await unreadOf(db, me).executeTakeFirstOrThrow();
  return Number(row.count);
}

type ConversationRow = {
  other_id: string;
  name: string;
  profile_photo_id: string | null;
  content: string;
  created_at: Date;
  unread_count: number;
};
type ConversationsValues = { userId: string; limit: number };
/** Each listed conversation; the first row also answers when there is none (its columns then null). */
type ConversationsReadingRow = { unread_total: number } & { [Column in keyof ConversationRow]: ConversationRow[Column] | null };

/**
 * The caller's conversations, one row per person they have exchanged messages with, most
 * recent first, and every unread message of theirs counted: one prepared statement. The
 * conversations table (kept by a trigger, migration 0006) holds each pair's latest message, so
 * this reads `limit` rows whatever the caller's history.
 */
export async function readConversations(db: Database, me: string, limit: number) {
  const rows = await readConversationsStatement(db, { userId: me, limit });
  const conversations = rows.filter((row) => row.other_id !== null) as ConversationRow[];
  return { conversations, unreadTotal: rows[0]!.unread_total };
}

const readConversationsStatement = preparedStatement(
  (db: Database, slot: Slots<ConversationsValues>) => sql<ConversationsReadingRow>`
    SELECT (${unreadOf(db, slot('userId'))}) AS unread_total, listed.*
    FROM (VALUES (1)) AS one LEFT JOIN (
      SELECT conversations.other_id, users.name, users.profile_photo_id, messages.content, messages.created_at,
             conversations.last_message_at, conversations.last_message_id,
             (SELECT count(*)::int FROM messages AS unread
              WHERE unread.receiver_id = conversations.user_id AND unread.sender_id = conversations.other_id AND unread.read_at IS NULL) AS unread_count
      FROM conversations
      JOIN messages ON messages.id = conversations.last_message_id
      JOIN users ON users.id = conversations.other_id
      WHERE conversations.user_id = ${slot('userId')}
      ORDER BY conversations.last_message_at DESC, conversations.last_message_id DESC
      LIMIT ${slot('limit')}
    ) AS listed ON true
    ORDER BY listed.last_message_at DESC, listed.last_message_id DESC
  `,
);

/** A person one may write to: exists and has not closed their account. */
export function findReachableUser(db: Database, id: string) {
  return db.selectFrom('users').select(['id', 'name']).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}
