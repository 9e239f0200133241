import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * The fields of a message (SPEC §3) the chat dialog reads. The messages issue adds the full
 * contract to @fundi/shared; until then this is the only description of it.
 */
export interface ChatMessage {
  id: string;
  senderId: string;
  receiverId: string;
  content: string;
  createdAt: string;
  /** Only on the optimistic copy shown while a send is under way. */
  isSending?: boolean;
}

export const messagesQueryKey = (userId: string) => ['messages', userId] as const;

/** GET /api/messages/{userId}: the conversation with one person (SPEC §7). */
export async function getMessages(userId: string, signal?: AbortSignal): Promise<ChatMessage[]> {
  const answer = await api.get<{ messages?: ChatMessage[] }>(`/api/messages/${encodeURIComponent(userId)}`, { signal });
  return answer?.messages ?? [];
}

export function useMessages(userId: string, { isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: messagesQueryKey(userId),
    queryFn: ({ signal }) => getMessages(userId, signal),
    enabled: isEnabled,
  });
}
