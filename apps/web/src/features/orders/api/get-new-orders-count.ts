import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { orderKeys } from './order-keys';

const COUNT_LIMIT = 1;

/**
 * The navbar's 'n New': a seller's active orders to deliver, from GET /api/seller-orders?limit=1
 * (one order's worth of bytes).
 */
async function getNewOrdersCount(signal?: AbortSignal): Promise<number> {
  const { newOrdersCount } = await callApi('getSellerOrders', { query: { limit: COUNT_LIMIT }, signal });
  return newOrdersCount;
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
