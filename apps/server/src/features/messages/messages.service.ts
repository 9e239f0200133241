import {
  SERVER_TEXTS,
  type Conversation,
  type ConversationsResponse,
  type Message,
  type MessagesResponse,
  type SendMessageRequest,
} from '@fundi/shared';
import type { Database } from '../../db';
import { AppError } from '../../lib/app-error';
import type { VersionedAnswer } from '../../lib/kept-answers';
import { toApiTime, toExactIso } from '../../lib/exact-time';
import { decodeCursor, encodeCursor, invalidCursorError } from '../../lib/keyset-cursor';
import { photoPath } from '../../lib/users/photo-path';
import { refuseEndedSession, sessionEndedError, type SessionOfCaller } from '../../lib/live-sessions';
import { isUuid } from '../../lib/uuid';
import type { Realtime } from '../../plugins/realtime';
import {
  findMessage,
  findReachableUser,
  readConversations,
  readThreadPage,
  unreadTotal,
  type MessageRow,
} from './messages.repository';

export type MessagesDeps = { db: Database; realtime: Realtime };

const selfMessageText = 'You cannot message yourself';

function toApiMessage(row: MessageRow): Message {
  return {
    id: row.id,
    sender: { id: row.sender_id, name: row.sender_name },
    receiver: { id: row.receiver_id, name: row.receiver_name },
    senderId: row.sender_id,
    receiverId: row.receiver_id,
    content: row.content,
    createdAt: toApiTime(row.created_at),
    isRead: row.read_at !== null,
  };
}

/** GET /api/conversations for `caller`, whose session the same statement confirms. */
export async function conversationsOf(deps: MessagesDeps, caller: SessionOfCaller, limit: number): Promise<ConversationsResponse> {
  return (await readConversationsAnswer(deps, caller, limit)).answer;
}

/** As conversationsOf, with the version of the caller's messages it was read at (kept-message-lists.ts). */
export async function readConversationsAnswer({ db }: MessagesDeps, caller: SessionOfCaller, limit: number): Promise<VersionedAnswer<ConversationsResponse>> {
  const reading = await readConversations(db, caller, limit);
  if (!reading) throw sessionEndedError();
  const conversations: Conversation[] = reading.conversations.map((row) => ({
    id: row.other_id,
    name: row.name,
    profilePhoto: photoPath(row.profile_photo_id),
    lastMessage: row.content,
    lastMessageAt: row.created_at.toISOString(),
    unreadCount: row.unread_count,
  }));
  return { answer: { conversations, unreadTotal: reading.unreadTotal }, version: reading.version };
}

/**
 * GET /api/messages/{userId}: a page of the thread, oldest first. Opening the thread reads
 * what the other person sent: they see the double tick at once, and the reader's other tabs
 * get the new unread total. The statement that marks and reads also confirms `caller`'s session.
 */
export async function readThread(deps: MessagesDeps, caller: SessionOfCaller, other: string, page: { limit: number; before?: string }): Promise<MessagesResponse> {
  return (await readThreadAnswer(deps, caller, other, page)).answer;
}

/** As readThread, with the version of the caller's messages before this reading (kept-message-lists.ts). */
export async function readThreadAnswer(
  { db, realtime }: MessagesDeps,
  caller: SessionOfCaller,
  other: string,
  { limit, before }: { limit: number; before?: string },
): Promise<VersionedAnswer<MessagesResponse>> {
  const me = caller.userId;
  const after = before ? decodeCursor(before) : undefined;
  if ((before && !after) || other === me) {
    // An ended session is told so first, as on every other signed-in route.
    await refuseEndedSession(db, caller);
    throw other === me ? new AppError('invalid', selfMessageText) : invalidCursorError();
  }
  const reading = await readThreadPage(db, caller, other, limit + 1, after);
  if (!reading) throw sessionEndedError();
  if (reading.markedIds.length > 0) {
    realtime.publish([other], { type: 'read', readerId: me, messageIds: reading.markedIds });
    realtime.publish([me], { type: 'unread', total: await unreadTotal(db, me) });
  }
  const rows = reading.rows;
  const page = rows.slice(0, limit);
  const answer = {
    messages: page.reverse().map(toApiMessage),
    before: rows.length > limit ? encodeCursor({ createdAt: toExactIso(page[0]!.created_at), id: page[0]!.id }) : null,
  };
  return { answer, version: reading.version };
}

/** POST /api/messages: stored, then pushed to the receiver's and the sender's open tabs. */
export async function sendMessage({ db, realtime }: MessagesDeps, me: string, request: SendMessageRequest): Promise<Message> {
  if (request.receiverId === me) throw new AppError('invalid', selfMessageText);
  const receiver = isUuid(request.receiverId) ? await findReachableUser(db, request.receiverId) : undefined;
  if (!receiver) throw new AppError('not-found', SERVER_TEXTS.sellerNotFound);
  const inserted = await db
    .insertInto('messages')
    .values({ sender_id: me, receiver_id: receiver.id, content: request.content })
    .returning('id')
    .executeTakeFirstOrThrow();
  const message = toApiMessage(await findMessage(db, inserted.id, me, receiver.id));
  realtime.publish([receiver.id, me], { type: 'message', message });
  realtime.publish([receiver.id], { type: 'unread', total: await unreadTotal(db, receiver.id) });
  return message;
}
