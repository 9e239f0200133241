import type { QueryClient } from '@tanstack/react-query';
import { onLiveResume, subscribeLive } from './live';

/**
 * The first element of the query keys that live events keep fresh. lib/ knows no feature,
 * so features file their queries under these roots:
 * - `['conversations', ...]`: conversation lists (refetched when a message comes or goes);
 * - `['messages', otherUserId, ...]`: one thread, keyed by the other person's id;
 * - `['orders', ...]`: every order list, count and total (refetched on an order change).
 */
export const LIVE_QUERY_ROOTS = {
  conversations: 'conversations',
  messages: 'messages',
  orders: 'orders',
} as const;

/**
 * Keeps the query cache in step with live events. A shown thread merges new messages and
 * read receipts itself (cheaper than fetching the thread again on slow data), so threads
 * are only marked stale here: one that is not on screen is fetched again when next shown.
 * Lists that are on screen are fetched again at once. Returns the unsubscribe function.
 */
export function refreshQueriesOnLiveEvents(queryClient: QueryClient): () => void {
  const markThreadStale = (otherUserId: string) =>
    void queryClient.invalidateQueries({ queryKey: [LIVE_QUERY_ROOTS.messages, otherUserId], refetchType: 'none' });
  const refetch = (root: string) => void queryClient.invalidateQueries({ queryKey: [root] });

  const unsubscribers = [
    subscribeLive('message', ({ message }) => {
      // Sent to both people: the thread is keyed by whichever of the two is not the reader.
      if (typeof message.senderId === 'string') markThreadStale(message.senderId);
      if (typeof message.receiverId === 'string') markThreadStale(message.receiverId);
      refetch(LIVE_QUERY_ROOTS.conversations);
    }),
    subscribeLive('read', ({ readerId }) => markThreadStale(readerId)),
    subscribeLive('order', () => refetch(LIVE_QUERY_ROOTS.orders)),
    // Back after a loss: anything may have changed meanwhile.
    onLiveResume(() => Object.values(LIVE_QUERY_ROOTS).forEach(refetch)),
  ];
  return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
}
