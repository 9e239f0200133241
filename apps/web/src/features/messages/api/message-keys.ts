import { LIVE_QUERY_ROOTS } from '../../../lib/live-query-updates';

/**
 * The messages feature's query keys, under the roots that live events refresh
 * (lib/live-query-updates.ts): a thread under ['messages', otherUserId], conversation
 * lists under ['conversations', limit].
 */
export const messageKeys = {
  thread: (otherUserId: string) => [LIVE_QUERY_ROOTS.messages, otherUserId] as const,
  conversationsRoot: [LIVE_QUERY_ROOTS.conversations] as const,
  conversations: (limit: number) => [LIVE_QUERY_ROOTS.conversations, limit] as const,
};
