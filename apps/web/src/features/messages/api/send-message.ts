import { useMutation } from '@tanstack/react-query';
import { sendMessageResponse, type Message, type SendMessageRequest } from '@fundi/shared';
import { api } from '../../../lib/api';

/** POST /api/messages (SPEC §7): answers with the stored message. */
export async function sendMessage(body: SendMessageRequest): Promise<Message> {
  const { message } = await api.post('/api/messages', body, { schema: sendMessageResponse });
  return message;
}

export function useSendMessage() {
  return useMutation({ mutationFn: sendMessage });
}
