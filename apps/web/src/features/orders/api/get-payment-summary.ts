import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { orderKeys, ORDERS_STALE_TIME_MS } from './order-keys';

/** GET /api/payments/summary (docs/decisions/0030-held-payments.md): held and released as a seller, held and refunded as a buyer, in shillings. */
function getPaymentSummary(signal?: AbortSignal) {
  return callApi('getPaymentSummary', { signal });
}

export function usePaymentSummary() {
  return useQuery({
    queryKey: orderKeys.paymentSummary,
    queryFn: ({ signal }) => getPaymentSummary(signal),
    staleTime: ORDERS_STALE_TIME_MS,
  });
}
