import { useQuery } from '@tanstack/react-query';
import type { ConversationsResponse } from '@fundi/shared';
import { callApi } from '../../../lib/api';
import { messageKeys } from './message-keys';

/** The Messages page lists this many conversations, most recent first (the server's largest page is 100). */
export const CONVERSATIONS_PAGE_LIMIT = 50;

/** GET /api/conversations (docs/product.md §7): the conversations, each with its unread count, and the unread total. */
async function getConversations(limit: number, signal?: AbortSignal): Promise<ConversationsResponse> {
  return callApi('getConversations', { query: { limit }, signal });
}

/** Refetched when a message comes or goes (live events) and after each send (docs/product.md §4). */
export function useConversations({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: messageKeys.conversations(CONVERSATIONS_PAGE_LIMIT),
    queryFn: ({ signal }) => getConversations(CONVERSATIONS_PAGE_LIMIT, signal),
    enabled: isEnabled,
  });
}
