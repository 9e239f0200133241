import type { InfiniteData } from '@tanstack/react-query';
import { nairobiToday, type Message, type MessagesResponse } from '@fundi/shared';
import { formatShortDate, formatTime } from '../../lib/format';

/** A thread in the cache: pages of GET /api/messages, the newest page first. */
export type ThreadData = InfiniteData<MessagesResponse>;

/** The optimistic copy of a message being sent carries an id of its own until the server's replaces it. */
const SENDING_ID_PREFIX = 'sending-';

function isBeingSent(message: Message): boolean {
  return message.id.startsWith(SENDING_ID_PREFIX);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * One message received over the live connection, or null when it lacks an id, a sender id or
 * content (docs/product.md §5: such messages are dropped). Other missing fields get harmless
 * defaults, so one odd field does not hide a whole conversation.
 */
export function readMessage(raw: unknown): Message | null {
  if (!isRecord(raw)) return null;
  const sender = isRecord(raw.sender) ? raw.sender : {};
  const receiver = isRecord(raw.receiver) ? raw.receiver : {};
  const id = textOf(raw.id);
  const senderId = textOf(raw.senderId) ?? textOf(sender.id);
  const content = typeof raw.content === 'string' && raw.content.trim() !== '' ? raw.content : undefined;
  if (!id || !senderId || !content) return null;
  const receiverId = textOf(raw.receiverId) ?? textOf(receiver.id) ?? '';
  return {
    id,
    sender: { id: senderId, name: textOf(sender.name) ?? '' },
    receiver: { id: receiverId, name: textOf(receiver.name) ?? '' },
    senderId,
    receiverId,
    content,
    createdAt: textOf(raw.createdAt) ?? '',
    isRead: raw.isRead === true,
  };
}

/** The copy shown while a message is on its way. */
export function pendingMessage(from: { id: string; name: string }, to: { id: string; name: string }, content: string, now = new Date()): Message {
  return {
    id: `${SENDING_ID_PREFIX}${now.getTime()}-${Math.random().toString(36).slice(2, 8)}`,
    sender: from,
    receiver: to,
    senderId: from.id,
    receiverId: to.id,
    content,
    createdAt: now.toISOString(),
    isRead: false,
  };
}

// ---- The cached thread ----

/** Every message of a cached thread, oldest first. */
export function threadMessages(data: ThreadData | undefined): Message[] {
  return data ? [...data.pages].reverse().flatMap((page) => page.messages) : [];
}

function changeNewestPage(data: ThreadData, change: (messages: Message[]) => Message[]): ThreadData {
  const [newest, ...older] = data.pages;
  if (!newest) return data;
  return { ...data, pages: [{ ...newest, messages: change(newest.messages) }, ...older] };
}

function changeEveryPage(data: ThreadData, change: (messages: Message[]) => Message[]): ThreadData {
  return { ...data, pages: data.pages.map((page) => ({ ...page, messages: change(page.messages) })) };
}

const findMessage = (data: ThreadData, id: string) => data.pages.flatMap((page) => page.messages).find((message) => message.id === id);

/** Adds a message at the end, unless the thread has it already. */
export function addToThread(data: ThreadData, message: Message): ThreadData {
  return findMessage(data, message.id) ? data : changeNewestPage(data, (messages) => [...messages, message]);
}

/**
 * A message that came over the live connection. The echo of one's own message, which the
 * server pushes before it answers the send, takes the place of its optimistic copy (same
 * receiver and text) instead of showing twice.
 */
export function addLiveMessage(data: ThreadData, message: Message): ThreadData {
  if (findMessage(data, message.id)) return data;
  const pending = data.pages
    .flatMap((page) => page.messages)
    .find((candidate) => isBeingSent(candidate) && candidate.senderId === message.senderId && candidate.receiverId === message.receiverId && candidate.content === message.content);
  if (!pending) return addToThread(data, message);
  return changeEveryPage(data, (messages) => messages.map((candidate) => (candidate === pending ? message : candidate)));
}

/**
 * The server's answer to a send takes the optimistic copy's place. Its live echo may have
 * come first (and even been read meanwhile): the message then stays once, and stays read.
 */
export function replaceInThread(data: ThreadData, pendingId: string, stored: Message): ThreadData {
  const known = findMessage(data, stored.id);
  const message = known ? { ...stored, isRead: stored.isRead || known.isRead } : stored;
  if (!findMessage(data, pendingId)) {
    return known ? changeEveryPage(data, (messages) => messages.map((candidate) => (candidate.id === stored.id ? message : candidate))) : addToThread(data, message);
  }
  return changeEveryPage(data, (messages) =>
    messages.filter((candidate) => candidate.id !== stored.id).map((candidate) => (candidate.id === pendingId ? message : candidate)),
  );
}

export function removeFromThread(data: ThreadData, id: string): ThreadData {
  return changeEveryPage(data, (messages) => messages.filter((message) => message.id !== id));
}

/** A read receipt: these messages now show the double tick. */
export function markReadInThread(data: ThreadData, messageIds: readonly string[]): ThreadData {
  const ids = new Set(messageIds);
  return changeEveryPage(data, (messages) => messages.map((message) => (ids.has(message.id) && !message.isRead ? { ...message, isRead: true } : message)));
}

// ---- Showing it ----

/** What the sender sees beside their own message: on its way, sent (one tick) or read (two ticks). */
export type DeliveryState = 'sending' | 'sent' | 'read';

export function deliveryState(message: Message): DeliveryState {
  if (isBeingSent(message)) return 'sending';
  return message.isRead ? 'read' : 'sent';
}

const isSameDay = (date: Date, now: Date) => nairobiToday(date) === nairobiToday(now);

/** `3:30 pm` today, `5 Jan, 3:30 pm` on another day (Nairobi time, in the page's language); '' when unknown. */
export function formatMessageTime(createdAt: string, now = new Date()): string {
  const date = new Date(createdAt);
  if (createdAt === '' || Number.isNaN(date.getTime())) return '';
  return isSameDay(date, now) ? formatTime(date) : `${formatShortDate(date)}, ${formatTime(date)}`;
}

/** A conversation's last activity in the list: `3:30 pm` today, `5 Jan` before (Nairobi time). */
export function formatConversationTime(lastMessageAt: string, now = new Date()): string {
  const date = new Date(lastMessageAt);
  if (lastMessageAt === '' || Number.isNaN(date.getTime())) return '';
  return isSameDay(date, now) ? formatTime(date) : formatShortDate(date);
}
