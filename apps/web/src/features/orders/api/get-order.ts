import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@fundi/shared';
import { callApi } from '../../../lib/api';
import { useLiveEvent } from '../../../lib/live';
import { orderKeys, ORDERS_STALE_TIME_MS, REFETCH_WITHOUT_CANCELLING } from './order-keys';

/** GET /api/orders/{id} (docs/product.md §7): one order, its payment with every step (`payment.events`). */
async function getOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  const { order } = await callApi('getOrder', { params: { id: orderId }, signal });
  return order;
}

/** How often an order waiting for the buyer's M-Pesa PIN is read again, in case no live event comes. */
const PAYMENT_POLL_MS = 3_000;

/**
 * One order followed while the buyer pays it: the live 'order' event for it refetches it at
 * once, and while M-Pesa waits for the PIN it is read every 3 s anyway (the socket may be
 * down on a phone that just switched to the PIN prompt). `known` is the copy already in hand
 * (the booking's answer, a card's order), shown until the server says more; null follows nothing.
 */
export function useFollowedOrder(known: Order | null): Order | null {
  const queryClient = useQueryClient();
  const orderId = known?.id ?? '';
  const isFollowing = known !== null;
  const query = useQuery({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    enabled: isFollowing,
    initialData: known ?? undefined,
    // The copy in hand is fresh: the first read waits for the poll or an event.
    staleTime: PAYMENT_POLL_MS,
    refetchInterval: (current) => (current.state.data?.payment?.status === 'AWAITING_PAYMENT' ? PAYMENT_POLL_MS : false),
  });
  useLiveEvent(
    'order',
    (event) => {
      if (event.order.id === orderId) void queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) }, REFETCH_WITHOUT_CANCELLING);
    },
    isFollowing,
  );
  return isFollowing ? (query.data ?? known) : null;
}

/**
 * One order read on its own (the dispute's page composes it, app/dispute-route.tsx). Under
 * ['orders'], so its live event and every order step refetch it.
 */
export function useOrder(orderId: string) {
  return useQuery({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    staleTime: ORDERS_STALE_TIME_MS,
  });
}
