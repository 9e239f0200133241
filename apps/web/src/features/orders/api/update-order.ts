import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderResponse, type Order, type OrderAction } from '@fundi/shared';
import { api } from '../../../lib/api';
import { orderKeys, updateCachedOrder } from './order-keys';

export interface UpdateOrderVariables {
  orderId: string;
  action: OrderAction;
}

/** PUT /api/orders/{id}/accept | reject | start | complete | cancel, empty body (SPEC §7): the order as it now is. */
export async function updateOrder({ orderId, action }: UpdateOrderVariables): Promise<Order> {
  const { order } = await api.put(`/api/orders/${encodeURIComponent(orderId)}/${action}`, undefined, { schema: orderResponse });
  return order;
}

/**
 * One step of the lifecycle. The answer replaces the cached copies at once; then every order
 * list, count and money total is refetched, also after a refusal (a 409 means the order moved
 * on without us, and the page should show where it is now).
 */
export function useUpdateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrder,
    onSuccess: (order) => updateCachedOrder(queryClient, order.id, () => order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
