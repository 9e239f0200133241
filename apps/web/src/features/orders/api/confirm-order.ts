import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@fundi/shared';
import { callApi } from '../../../lib/api';
import { orderKeys, REFETCH_WITHOUT_CANCELLING, updateCachedOrder } from './order-keys';

/**
 * PUT /api/orders/{id}/confirm, empty body (docs/product.md §7): the buyer of a completed job
 * says it is done, and the held payment goes to the seller now rather than after 48 hours.
 */
async function confirmOrder(orderId: string): Promise<Order> {
  const { order } = await callApi('confirmOrder', { params: { id: orderId } });
  return order;
}

/**
 * Like a lifecycle step (update-order.ts): the answer replaces the cached copies, then every
 * list and money total is refetched. The callbacks belong to the mutation, so they run even
 * if the card that started it has gone.
 */
export function useConfirmOrder({ onSuccess, onError }: { onSuccess?: (order: Order) => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmOrder,
    onSuccess: (order) => {
      updateCachedOrder(queryClient, order.id, () => order);
      onSuccess?.(order);
    },
    onError: (error) => onError?.(error),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: orderKeys.all }, REFETCH_WITHOUT_CANCELLING),
  });
}
