import { useMutation } from '@tanstack/react-query';
import type { SendMessageRequest } from '@fundi/shared';
import { api } from '../../../lib/api';
import type { ChatMessage } from './get-messages';

/** POST /api/messages (SPEC §7); the answer carries the stored `message`. */
export function sendMessage(body: SendMessageRequest): Promise<{ message?: ChatMessage } | undefined> {
  return api.post<{ message?: ChatMessage } | undefined>('/api/messages', body);
}

export function useSendMessage() {
  return useMutation({ mutationFn: sendMessage });
}
