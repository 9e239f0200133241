import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { LIST_LIMIT, ordersResponse, type OrdersResponse } from '@fundi/shared';
import { api } from '../../../lib/api';
import { orderKeys, ORDERS_STALE_TIME_MS, type OrderFilters } from './order-keys';

/** GET /api/orders?limit=5 (SPEC §7), narrowed by side and state, continued with `cursor`. */
export function getOrders(
  filters: OrderFilters,
  { limit = LIST_LIMIT, cursor, signal }: { limit?: number; cursor?: string | null; signal?: AbortSignal } = {},
): Promise<OrdersResponse> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (filters.role) query.set('role', filters.role);
  if (filters.state) query.set('state', filters.state);
  if (cursor) query.set('cursor', cursor);
  return api.get(`/api/orders?${query.toString()}`, { schema: ordersResponse, signal });
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
