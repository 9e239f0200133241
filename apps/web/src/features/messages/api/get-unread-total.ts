import { callApi } from '../../../lib/api';

/**
 * The navbar's unread count: `unreadTotal` of GET /api/conversations?limit=1, one
 * conversation's worth of bytes. Throws on an answer without a total, so the previous count
 * stays (docs/product.md §7).
 */
export async function getUnreadTotal(signal?: AbortSignal): Promise<number> {
  const { unreadTotal } = await callApi('getConversations', { query: { limit: 1 }, signal });
  return unreadTotal;
}
