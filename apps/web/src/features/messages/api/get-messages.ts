import { useInfiniteQuery } from '@tanstack/react-query';
import type { MessagesResponse } from '@fundi/shared';
import { callApi } from '../../../lib/api';
import { messageKeys } from './message-keys';

/**
 * GET /api/messages/{userId} (docs/product.md §7): a page of the conversation with one person, oldest
 * first, and the `before` cursor of the page before it (null at the start). Reading it marks
 * what that person sent as read.
 */
export async function getMessagesPage(
  otherUserId: string,
  { before, limit, signal }: { before?: string | null; limit?: number; signal?: AbortSignal } = {},
): Promise<MessagesResponse> {
  return callApi('getMessages', { params: { userId: otherUserId }, query: { limit: limit || undefined, before: before || undefined }, signal });
}

/**
 * The thread with one person: its newest page first, older pages on demand ('Load older
 * messages'). New messages and read receipts are merged into it as they come (use-thread.ts).
 */
export function useThreadQuery(otherUserId: string, { isEnabled }: { isEnabled: boolean }) {
  return useInfiniteQuery({
    queryKey: messageKeys.thread(otherUserId),
    queryFn: ({ pageParam, signal }) => getMessagesPage(otherUserId, { before: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.before,
    enabled: isEnabled,
  });
}
