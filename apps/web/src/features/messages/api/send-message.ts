import type { Message, SendMessageRequest } from '@fundi/shared';
import { api, ApiError } from '../../../lib/api';
import { readMessage } from '../message-model';

/** POST /api/messages (SPEC §7): answers with the stored message. */
export async function sendMessage(body: SendMessageRequest): Promise<Message> {
  const answer = await api.post<{ message?: unknown }>('/api/messages', body);
  const message = readMessage(answer?.message);
  // Stored but not shown back: the sender cannot tell what was kept, so it counts as a failure.
  if (!message) throw new ApiError(500);
  return message;
}
