import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { orderKeys, REFETCH_WITHOUT_CANCELLING } from './order-keys';

/** POST /api/seller-orders/reject-pending: declines every pending booking of one buyer; how many. */
async function rejectPendingFrom(buyerId: string): Promise<number> {
  const { rejected } = await callApi('rejectPending', { body: { buyerId } });
  return rejected;
}

/** Every list, count and money total is refetched afterwards: many orders moved at once. */
export function useRejectPendingFrom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectPendingFrom,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: orderKeys.all }, REFETCH_WITHOUT_CANCELLING),
  });
}
