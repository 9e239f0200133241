import type { QueryClient, InfiniteData } from '@tanstack/react-query';
import type { Order, OrdersResponse, SellerOrdersResponse } from '@fundi/shared';

/** Which of the caller's orders a list shows (GET /api/orders `role` and `state`). */
export interface OrderFilters {
  role?: Order['role'];
  state?: 'active' | 'history';
}

/**
 * Every order query lives under ['orders'], the payment summary too (only order steps move
 * money), so one invalidation after an order step refreshes every list, count and total.
 */
export const orderKeys = {
  all: ['orders'] as const,
  list: (filters: OrderFilters, limit: number) => ['orders', 'list', filters, limit] as const,
  pages: (filters: OrderFilters) => ['orders', 'pages', filters] as const,
  sellerOrders: (limit: number) => ['orders', 'seller-orders', limit] as const,
  newOrdersCount: (userId: string | undefined) => ['orders', 'new-orders-count', userId] as const,
  paymentSummary: ['orders', 'payment-summary'] as const,
  /** One order read on its own (GET /api/orders/{id}), followed while its payment waits. */
  detail: (orderId: string) => ['orders', 'detail', orderId] as const,
};

/**
 * docs/product.md §9 gives orders no cache lifetime, and the other party changes them at any time, so a
 * list shown again is refetched at once (the cached copy shows meanwhile).
 */
export const ORDERS_STALE_TIME_MS = 0;

/**
 * After an order step the live socket's 'order' event refetches the same lists at about the
 * same moment; a fetch already under way is joined rather than aborted and sent again, which
 * would cost the data twice.
 */
export const REFETCH_WITHOUT_CANCELLING = { cancelRefetch: false } as const;

/**
 * Changes one order wherever a list holds a copy (docs/product.md §4: "the local copy of the order in
 * the buyer and seller lists is updated"), before the refetch moves it between sections.
 */
export function updateCachedOrder(queryClient: QueryClient, orderId: string, change: (order: Order) => Order): void {
  const apply = (orders: Order[]) => orders.map((order) => (order.id === orderId ? change(order) : order));
  queryClient.setQueriesData<OrdersResponse>({ queryKey: ['orders', 'list'] }, (data) => data && { ...data, orders: apply(data.orders) });
  queryClient.setQueriesData<InfiniteData<OrdersResponse>>(
    { queryKey: ['orders', 'pages'] },
    (data) => data && { ...data, pages: data.pages.map((page) => ({ ...page, orders: apply(page.orders) })) },
  );
  queryClient.setQueriesData<SellerOrdersResponse>(
    { queryKey: ['orders', 'seller-orders'] },
    (data) => data && { ...data, newOrders: apply(data.newOrders), orderHistory: apply(data.orderHistory) },
  );
  queryClient.setQueryData<Order>(orderKeys.detail(orderId), (order) => order && change(order));
}
