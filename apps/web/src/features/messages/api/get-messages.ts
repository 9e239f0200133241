import { useQuery } from '@tanstack/react-query';
import { messagesResponse, type Message } from '@fundi/shared';
import { api } from '../../../lib/api';

export const messagesQueryKey = (userId: string) => ['messages', userId] as const;

/** GET /api/messages/{userId}: the latest page of the conversation with one person, oldest first (SPEC §7). */
export async function getMessages(userId: string, signal?: AbortSignal): Promise<Message[]> {
  const { messages } = await api.get(`/api/messages/${encodeURIComponent(userId)}`, { schema: messagesResponse, signal });
  return messages;
}

export function useMessages(userId: string, { isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: messagesQueryKey(userId),
    queryFn: ({ signal }) => getMessages(userId, signal),
    enabled: isEnabled,
  });
}
