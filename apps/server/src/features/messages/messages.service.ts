import {
  type Conversation,
  type ConversationsResponse,
  type Message,
  type MessagesResponse,
  type SendMessageRequest,
  NOTIFICATION_TIMING,
} from '@fundi/shared';
import type { Database } from '../../db';
import { AppError } from '../../lib/app-error';
import { toApiTime, toExactIso } from '../../lib/exact-time';
import { decodeCursor, encodeCursor, invalidCursorError } from '../../lib/keyset-cursor';
import { photoPath } from '../../lib/users/photo-path';
import { claimMessageNotice, notify } from '../../lib/notifications/notify';
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

/** GET /api/conversations: the caller's conversations and their unread total. */
export async function conversationsOf({ db }: MessagesDeps, me: string, limit: number): Promise<ConversationsResponse> {
  const reading = await readConversations(db, me, limit);
  const conversations: Conversation[] = reading.conversations.map((row) => ({
    id: row.other_id,
    name: row.name,
    profilePhoto: photoPath(row.profile_photo_id),
    lastMessage: row.content,
    lastMessageAt: row.created_at.toISOString(),
    unreadCount: row.unread_count,
  }));
  return { conversations, unreadTotal: reading.unreadTotal };
}

/**
 * GET /api/messages/{userId}: a page of the thread, oldest first. Opening the thread reads
 * what the other person sent: they see the double tick at once, and the reader's other tabs
 * get the new unread total.
 */
export async function readThread({ db, realtime }: MessagesDeps, me: string, other: string, { limit, before }: { limit: number; before?: string }): Promise<MessagesResponse> {
  if (other === me) throw new AppError('invalid', 'MESSAGE_TO_SELF');
  const after = before ? decodeCursor(before) : undefined;
  if (before && !after) throw invalidCursorError();
  const reading = await readThreadPage(db, me, other, limit + 1, after);
  if (reading.markedIds.length > 0) {
    realtime.publish([other], { type: 'read', readerId: me, messageIds: reading.markedIds });
    realtime.publish([me], { type: 'unread', total: await unreadTotal(db, me) });
  }
  const rows = reading.rows;
  const page = rows.slice(0, limit);
  return {
    messages: page.reverse().map(toApiMessage),
    before: rows.length > limit ? encodeCursor({ createdAt: toExactIso(page[0]!.created_at), id: page[0]!.id }) : null,
  };
}

/**
 * POST /api/messages: stored, then pushed to the receiver's and the sender's open tabs. A
 * receiver with no live page for 10 minutes is told by SMS and e-mail, at most once an hour
 * per conversation (docs/product.md §10), in the message's transaction.
 */
export async function sendMessage({ db, realtime }: MessagesDeps, me: string, request: SendMessageRequest): Promise<Message> {
  if (request.receiverId === me) throw new AppError('invalid', 'MESSAGE_TO_SELF');
  const receiver = isUuid(request.receiverId) ? await findReachableUser(db, request.receiverId) : undefined;
  if (!receiver) throw new AppError('not-found', 'SELLER_NOT_FOUND');
  const inserted = await db.transaction().execute(async (trx) => {
    const row = await trx.insertInto('messages').values({ sender_id: me, receiver_id: receiver.id, content: request.content }).returning('id').executeTakeFirstOrThrow();
    await tellIfAway(trx, { receiverId: receiver.id, senderId: me });
    return row;
  });
  const message = toApiMessage(await findMessage(db, inserted.id, me, receiver.id));
  realtime.publish([receiver.id, me], { type: 'message', message });
  realtime.publish([receiver.id], { type: 'unread', total: await unreadTotal(db, receiver.id) });
  return message;
}

async function tellIfAway(trx: Database, { receiverId, senderId }: { receiverId: string; senderId: string }) {
  const isDue = await claimMessageNotice(trx, {
    receiverId,
    senderId,
    awayMinutes: NOTIFICATION_TIMING.messageAwayMinutes,
    everyMinutes: NOTIFICATION_TIMING.messageEveryMinutes,
    perHour: NOTIFICATION_TIMING.messageNoticesPerHour,
  });
  if (!isDue) return;
  const sender = await trx.selectFrom('users').select('name').where('id', '=', senderId).executeTakeFirstOrThrow();
  await notify(trx, { userId: receiverId, kind: 'messages', event: 'new-message', values: { sender: sender.name, link: '/messages' } });
}
