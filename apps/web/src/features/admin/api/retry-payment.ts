import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { adminKeys } from './admin-keys';

/** POST /api/admin/payments/{orderId}/retry: the payment if it waits again, else null. */
function retryPayment({ orderId, reason }: { orderId: string; reason: string }) {
  return callApi('retryPayment', { params: { orderId }, body: { reason } });
}

export function useRetryPayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retryPayment, onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}
