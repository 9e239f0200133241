import { sql } from 'kysely';
import type { Database } from '../../db';
import { exactTime } from '../../lib/exact-time';
import { callerCte, isCallerSignedIn, type SessionOfCaller } from '../../lib/live-sessions';
import type { KeysetPosition } from '../../lib/keyset-cursor';
import { listVersionOf } from '../../lib/list-versions';
import { plannedStatement, type Slots } from '../../lib/planned-statements';

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

type ThreadValues = SessionOfCaller & { now: Date; otherId: string; limit: number; beforeCreatedAt?: string; beforeId?: string };
type ThreadReadingRow = { is_signed_in: boolean; marked_ids: string[]; list_version: number | null } & { [Column in keyof MessageRow]: MessageRow[Column] | null };
/** `version`: of the reader's messages before this reading (migration 0011), null while they have none. */
export type ThreadReading = { rows: MessageRow[]; markedIds: string[]; version: number | null };

/**
 * Opening a thread: marks what `other` sent to `me` as read, then reads the newest `limit`
 * messages of the pair before `before` (keyset on created_at, id), in one planned statement
 * that also confirms the session (undefined when it has ended: nothing is marked or read).
 * The page shows what this reading marked as read, as the reader now sees it.
 */
export async function readThreadPage(db: Database, caller: SessionOfCaller, other: string, limit: number, before?: KeysetPosition): Promise<ThreadReading | undefined> {
  const now = new Date();
  const statement = before ? threadPageBefore : threadPageNewest;
  const rows = await statement(db, { ...caller, now, otherId: other, limit, beforeCreatedAt: before?.createdAt, beforeId: before?.id });
  const [first] = rows;
  if (!first?.is_signed_in) return undefined;
  const markedIds = new Set(first.marked_ids);
  const page = (rows.filter((row) => row.id !== null) as MessageRow[]).map((row) => (markedIds.has(row.id) ? { ...row, read_at: now } : row));
  return { rows: page, markedIds: first.marked_ids, version: first.list_version };
}

const threadPageNewest = plannedStatement((db: Database, slot: Slots<ThreadValues>) => threadPage(db, slot, false));
const threadPageBefore = plannedStatement((db: Database, slot: Slots<ThreadValues>) => threadPage(db, slot, true));

function threadPage(db: Database, slot: Slots<ThreadValues>, hasCursor: boolean) {
  const me = slot('userId');
  const other = slot('otherId');
  let page = betweenPair(db, me, other).where(isCallerSignedIn);
  if (hasCursor) page = page.where(sql<boolean>`(messages.created_at, messages.id) < (${slot('beforeCreatedAt')}, ${slot('beforeId')})`);
  const newestFirst = page.orderBy('messages.created_at', 'desc').orderBy('messages.id', 'desc').limit(slot('limit'));
  return sql<ThreadReadingRow>`
    WITH ${callerCte(db, { sessionId: slot('sessionId'), userId: me, now: slot('now') })},
    marked AS (
      UPDATE messages SET read_at = ${slot('now')}
      WHERE receiver_id = ${me} AND sender_id = ${other} AND read_at IS NULL AND ${isCallerSignedIn}
      RETURNING id
    )
    SELECT caller.is_signed_in, ARRAY(SELECT id FROM marked) AS marked_ids, ${listVersionOf('message_versions', me)} AS list_version, page.*
    FROM caller LEFT JOIN (${newestFirst}) AS page ON true
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
type ConversationsValues = SessionOfCaller & { now: Date; limit: number };
/** Each listed conversation; the first row also answers when there is none (its columns then null). */
type ConversationsReadingRow = { is_signed_in: boolean; unread_total: number; list_version: number | null } & { [Column in keyof ConversationRow]: ConversationRow[Column] | null };

/**
 * The caller's conversations, one row per person they have exchanged messages with, most
 * recent first, and every unread message of theirs counted: one planned statement that also
 * confirms the session (undefined when it has ended). The conversations table (kept by a
 * trigger, migration 0006) holds each pair's latest message, so this reads `limit` rows
 * whatever the caller's history.
 */
export async function readConversations(db: Database, caller: SessionOfCaller, limit: number) {
  const rows = await readConversationsStatement(db, { ...caller, now: new Date(), limit });
  const [first] = rows;
  if (!first?.is_signed_in) return undefined;
  const conversations = rows.filter((row) => row.other_id !== null) as ConversationRow[];
  return { conversations, unreadTotal: first.unread_total, version: first.list_version };
}

const readConversationsStatement = plannedStatement(
  (db: Database, slot: Slots<ConversationsValues>) => sql<ConversationsReadingRow>`
    WITH ${callerCte(db, { sessionId: slot('sessionId'), userId: slot('userId'), now: slot('now') })}
    SELECT caller.is_signed_in,
           (${unreadOf(db, slot('userId')).where(isCallerSignedIn)}) AS unread_total,
           ${listVersionOf('message_versions', slot('userId'))} AS list_version,
           listed.*
    FROM caller LEFT JOIN (
      SELECT conversations.other_id, users.name, users.profile_photo_id, messages.content, messages.created_at,
             conversations.last_message_at, conversations.last_message_id,
             (SELECT count(*)::int FROM messages AS unread
              WHERE unread.receiver_id = conversations.user_id AND unread.sender_id = conversations.other_id AND unread.read_at IS NULL) AS unread_count
      FROM conversations
      JOIN messages ON messages.id = conversations.last_message_id
      JOIN users ON users.id = conversations.other_id
      WHERE conversations.user_id = ${slot('userId')} AND ${isCallerSignedIn}
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
