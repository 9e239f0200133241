import { useQuery } from '@tanstack/react-query';
import { LIST_LIMIT, type SellerOrdersResponse } from '@fundi/shared';
import { callApi } from '../../../lib/api';
import { orderKeys, ORDERS_STALE_TIME_MS } from './order-keys';

/** GET /api/seller-orders?limit=5 (docs/product.md §7): `newOrders`, `orderHistory`, `newOrdersCount`. */
function getSellerOrders(limit: number = LIST_LIMIT, signal?: AbortSignal): Promise<SellerOrdersResponse> {
  return callApi('getSellerOrders', { query: { limit }, signal });
}

export function useSellerOrders({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: orderKeys.sellerOrders(LIST_LIMIT),
    queryFn: ({ signal }) => getSellerOrders(LIST_LIMIT, signal),
    staleTime: ORDERS_STALE_TIME_MS,
    enabled: isEnabled,
  });
}
