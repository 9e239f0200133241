import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { orderKeys } from './order-keys';

const COUNT_LIMIT = 1;

/**
 * The navbar's 'n New': a seller's active orders to deliver, from GET /api/seller-orders?limit=1
 * (one order's worth of bytes). Read without the zod contract on purpose: the navbar is on
 * every page, and the contract would bring zod into the start-up bundle.
 */
export async function getNewOrdersCount(signal?: AbortSignal): Promise<number> {
  const answer = await api.get<{ newOrdersCount?: unknown }>(`/api/seller-orders?limit=${COUNT_LIMIT}`, { signal });
  return typeof answer?.newOrdersCount === 'number' ? answer.newOrdersCount : 0;
}

/** Only asked for a signed-in seller; 0 otherwise. Order steps refresh it (it lives under ['orders']). */
export function useNewOrdersCount(): number {
  const isSeller = useSession((state) => state.isAuthenticated && Boolean(state.user?.isSeller));
  const userId = useSession((state) => state.user?.id);
  const count = useQuery({
    queryKey: orderKeys.newOrdersCount(userId),
    queryFn: ({ signal }) => getNewOrdersCount(signal),
    enabled: isSeller,
    // Coming back to the tab is when a seller looks for news; the answer is a few hundred bytes.
    refetchOnWindowFocus: true,
  });
  return isSeller ? (count.data ?? 0) : 0;
}
