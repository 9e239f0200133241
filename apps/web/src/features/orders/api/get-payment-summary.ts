import { useQuery } from '@tanstack/react-query';
import { paymentSummaryResponse } from '@fundi/shared';
import { api } from '../../../lib/api';
import { orderKeys, ORDERS_STALE_TIME_MS } from './order-keys';

/** GET /api/payments/summary (DECISIONS §4): held and released as a seller, held and refunded as a buyer, in shillings. */
export function getPaymentSummary(signal?: AbortSignal) {
  return api.get('/api/payments/summary', { schema: paymentSummaryResponse, signal });
}

export function usePaymentSummary() {
  return useQuery({
    queryKey: orderKeys.paymentSummary,
    queryFn: ({ signal }) => getPaymentSummary(signal),
    staleTime: ORDERS_STALE_TIME_MS,
  });
}
