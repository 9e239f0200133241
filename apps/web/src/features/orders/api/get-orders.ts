import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { LIST_LIMIT, type OrdersResponse } from '@fundi/shared';
import { callApi } from '../../../lib/api';
import { orderKeys, ORDERS_STALE_TIME_MS, type OrderFilters } from './order-keys';

/** GET /api/orders?limit=5 (docs/product.md §7), narrowed by side and state, continued with `cursor`. */
function getOrders(
  filters: OrderFilters,
  { limit = LIST_LIMIT, cursor, signal }: { limit?: number; cursor?: string | null; signal?: AbortSignal } = {},
): Promise<OrdersResponse> {
  const query = { limit, role: filters.role, state: filters.state, cursor: cursor || undefined };
  return callApi('getOrders', { query, signal });
}

/** The first page of a list, with the true total behind 'View all (n)' (the dashboard). */
export function useOrders(filters: OrderFilters, { isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: orderKeys.list(filters, LIST_LIMIT),
    queryFn: ({ signal }) => getOrders(filters, { signal }),
    staleTime: ORDERS_STALE_TIME_MS,
    enabled: isEnabled,
  });
}

/** A list read page by page with 'Load more' (the orders page); keyset pages, so page 50 costs what page 1 does. */
export function useOrderPages(filters: OrderFilters, { isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useInfiniteQuery({
    queryKey: orderKeys.pages(filters),
    queryFn: ({ pageParam, signal }) => getOrders(filters, { cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    staleTime: ORDERS_STALE_TIME_MS,
    enabled: isEnabled,
  });
}
