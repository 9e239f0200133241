import { z } from 'zod';
import type { PaymentStatus } from '../payments';
import { idParam } from './common';
import { orderStatusSchema } from '../booking';

const person = z.object({ id: z.string(), name: z.string() });

/** docs/product.md §3 Message. */
const messageSchema = z.object({
  id: z.string(),
  sender: person,
  receiver: person,
  senderId: z.string(),
  receiverId: z.string(),
  content: z.string(),
  createdAt: z.string(),
  isRead: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;

/** docs/product.md §3 Conversation: `id` is the other person's user id. */
const conversationSchema = z.object({
  id: z.string(),
  name: z.string(),
  profilePhoto: z.string().nullable(),
  lastMessage: z.string(),
  lastMessageAt: z.string(),
  unreadCount: z.number().int(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationsQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(50) });
export const conversationsResponse = z.object({
  conversations: z.array(conversationSchema),
  /** Every unread message of the caller, not only those of the listed conversations. */
  unreadTotal: z.number().int(),
});
export type ConversationsResponse = z.infer<typeof conversationsResponse>;

export const messagesParams = z.object({ userId: idParam('SELLER_NOT_FOUND') });
/** A thread is read newest page first; `before` continues further back. */
export const messagesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  before: z.string().max(200).optional(),
});
export const messagesResponse = z.object({
  /** Oldest first, as a chat shows them. */
  messages: z.array(messageSchema),
  /** Pass as `before` to load older messages; null at the start of the thread. */
  before: z.string().nullable(),
});
export type MessagesResponse = z.infer<typeof messagesResponse>;
export const sendMessageResponse = z.object({ message: messageSchema });

/**
 * What the live socket (`/api/ws`) pushes. The client first sends
 * `{ "type": "auth", "token": "<access token>" }`; a bad or expired token closes the socket
 * with code 4401.
 */
export type LiveEvent =
  | { type: 'ready' }
  | { type: 'message'; message: Message }
  | { type: 'read'; readerId: string; messageIds: string[] }
  | { type: 'unread'; total: number }
  /** An order's status or its payment's moved: refetch it. */
  | { type: 'order'; order: { id: string; status: z.infer<typeof orderStatusSchema>; paymentStatus?: PaymentStatus } };
export const LIVE_CLOSE_CODES = { unauthenticated: 4401 } as const;
