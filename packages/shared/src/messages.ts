import { z } from 'zod';
import { MAX_LENGTH } from './constants';
import { tooLongMessage } from './validation';

// Chat texts of docs/product.md §5 and §8. The apostrophe in `ensureLoggedIn` is the curly ’ of SPEC.

export const CHAT_TEXTS = {
  ensureLoggedIn: 'Please enter a message and ensure you’re logged in',
  missingSellerId: 'Cannot open chat: Seller ID is missing',
  invalidSession: 'Invalid session or seller data',
  fetchFailed: 'Failed to fetch messages. Please try again.',
  sendFailed: 'Failed to send message. Please try again.',
  invalidMessage: 'Invalid message or receiver',
  sellerNotFound: 'Seller not found',
  serverError: 'Server error, please try again later',
} as const;

export const MESSAGES_PAGE_TEXTS = {
  title: 'Messages',
  subtitle: 'Connect with service providers and clients',
  noConversations: 'No conversations yet',
  selectConversation: 'Select a conversation',
  noMessages: 'No messages yet',
  placeholder: 'Type a message...',
  invalidInput: 'Cannot send message: Invalid input or user data.',
  loadConversationsFailed: 'Failed to load conversations. Please try again.',
  loadMessagesFailed: 'Failed to load messages. Please try again.',
  sendFailed: 'Failed to send message. Please try again.',
} as const;

/** Not in SPEC, which sets no limit. */
const MESSAGE_TOO_LONG = tooLongMessage('Message', MAX_LENGTH.chatMessage);

/**
 * Body of POST /api/messages. A blank message or missing receiver is SPEC's 400 text, so
 * the chat dialog shows the same words whether it or the server caught the mistake.
 */
export const sendMessageRequest = z.object({
  receiverId: z
    .string({ error: CHAT_TEXTS.invalidMessage })
    .trim()
    // A UUID in capitals is the same id: one spelling from here on (see idParam).
    .toLowerCase()
    .min(1, { error: CHAT_TEXTS.invalidMessage })
    .max(MAX_LENGTH.id, { error: CHAT_TEXTS.invalidMessage }),
  content: z
    .string({ error: CHAT_TEXTS.invalidMessage })
    .trim()
    .min(1, { error: CHAT_TEXTS.invalidMessage, abort: true })
    .max(MAX_LENGTH.chatMessage, { error: MESSAGE_TOO_LONG }),
});
export type SendMessageRequest = z.infer<typeof sendMessageRequest>;

/** The chat dialog's text for a failed send (docs/product.md §8), preferring the server's words for a 400. */
export function sendMessageErrorText(status: number | undefined, serverMessage?: string | null): string {
  switch (status) {
    case 400:
      return serverMessage || CHAT_TEXTS.invalidMessage;
    case 404:
      return CHAT_TEXTS.sellerNotFound;
    case 500:
      return CHAT_TEXTS.serverError;
    default:
      return CHAT_TEXTS.sendFailed;
  }
}

/** The chat dialog's text for failing to load a conversation. */
export function fetchMessagesErrorText(serverMessage?: string | null): string {
  return serverMessage || CHAT_TEXTS.fetchFailed;
}
