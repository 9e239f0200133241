import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order, OrderAction } from '@fundi/shared';
import { callApi } from '../../../lib/api';
import { orderKeys, REFETCH_WITHOUT_CANCELLING, updateCachedOrder } from './order-keys';

interface UpdateOrderVariables {
  orderId: string;
  action: OrderAction;
}

/** PUT /api/orders/{id}/accept | reject | start | complete | cancel, empty body (docs/product.md §7): the order as it now is. */
async function updateOrder({ orderId, action }: UpdateOrderVariables): Promise<Order> {
  const { order } = await callApi('orderAction', { params: { id: orderId, action } });
  return order;
}

export interface UpdateOrderCallbacks {
  onSuccess?: (order: Order, variables: UpdateOrderVariables) => void;
  onError?: (error: Error, variables: UpdateOrderVariables) => void;
}

/**
 * One step of the lifecycle. The answer replaces the cached copies at once; then every order
 * list, count and money total is refetched in the background, also after a refusal (a 409
 * means the order moved on without us, and the page should show where it is now).
 * The callbacks belong to the mutation, not to the component that started it, so they run
 * even when the step moves the order's card out of its list (and unmounts it).
 */
export function useUpdateOrder({ onSuccess, onError }: UpdateOrderCallbacks = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrder,
    onSuccess: (order, variables) => {
      updateCachedOrder(queryClient, order.id, () => order);
      onSuccess?.(order, variables);
    },
    onError: (error, variables) => onError?.(error, variables),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: orderKeys.all }, REFETCH_WITHOUT_CANCELLING),
  });
}
