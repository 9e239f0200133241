import { z } from 'zod';
import { MAX_LENGTH } from './constants';

// Chat rules of docs/product.md §5 and §8; their words are the error codes' words.

/**
 * Body of POST /api/messages. A blank message or missing receiver is the spec's 400 text, so
 * the chat dialog shows the same words whether it or the server caught the mistake.
 */
export const sendMessageRequest = z.object({
  receiverId: z
    .string({ error: 'MESSAGE_INVALID' })
    .trim()
    // A UUID in capitals is the same id: one spelling from here on (see idParam).
    .toLowerCase()
    .min(1, { error: 'MESSAGE_INVALID' })
    .max(MAX_LENGTH.id, { error: 'MESSAGE_INVALID' }),
  content: z
    .string({ error: 'MESSAGE_INVALID' })
    .trim()
    .min(1, { error: 'MESSAGE_INVALID', abort: true })
    .max(MAX_LENGTH.chatMessage, { error: 'MESSAGE_TOO_LONG' }),
});
export type SendMessageRequest = z.infer<typeof sendMessageRequest>;
