import { api } from '../../../lib/api';

/**
 * The navbar's unread count: `unreadTotal` of GET /api/conversations?limit=1, one
 * conversation's worth of bytes. Read without the zod contract on purpose: the navbar is on
 * every page, and the contract would bring zod into the start-up bundle. Throws on an
 * answer without a total, so the previous count stays (SPEC §7).
 */
export async function getUnreadTotal(signal?: AbortSignal): Promise<number> {
  const answer = await api.get<{ unreadTotal?: unknown }>('/api/conversations?limit=1', { signal });
  const total = answer?.unreadTotal;
  if (typeof total !== 'number' || !Number.isFinite(total) || total < 0) throw new Error('No unread total in the answer');
  return total;
}
