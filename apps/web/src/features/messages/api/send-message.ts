import type { Message, SendMessageRequest } from '@fundi/shared';
import { callApi } from '../../../lib/api';

/** POST /api/messages (docs/product.md §7): answers with the stored message. */
export async function sendMessage(body: SendMessageRequest): Promise<Message> {
  const { message } = await callApi('sendMessage', { body });
  return message;
}
