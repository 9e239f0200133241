import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@fundi/shared';
import { callApi } from '../../../lib/api';
import { orderKeys, REFETCH_WITHOUT_CANCELLING, updateCachedOrder } from './order-keys';

interface PayOrderVariables {
  orderId: string;
  /** The M-Pesa number to ask; without one the server asks the number last used for this order. */
  phone?: string;
}

/**
 * POST /api/orders/{id}/pay { phone? } (docs/product.md §7): M-Pesa asks the buyer for their PIN
 * again. 202 with the order as it now is: AWAITING_PAYMENT, or FAILED when the prompt could not
 * be sent. Allowed while FAILED, or AWAITING_PAYMENT for over a minute; else a 409 in words.
 */
async function payOrder({ orderId, phone }: PayOrderVariables): Promise<Order> {
  const body = phone === undefined ? {} : { phone };
  const { order } = await callApi('payOrder', { params: { id: orderId }, body });
  return order;
}

/** The answer replaces every cached copy; a refusal (already paid, cancelled) refetches where the order is now. */
export function usePayOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payOrder,
    onSuccess: (order) => updateCachedOrder(queryClient, order.id, () => order),
    onError: () => void queryClient.invalidateQueries({ queryKey: orderKeys.all }, REFETCH_WITHOUT_CANCELLING),
  });
}
