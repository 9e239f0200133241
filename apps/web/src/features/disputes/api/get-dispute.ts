import { useQuery } from '@tanstack/react-query';
import type { Dispute } from '@fundi/shared';
import { ApiError, callApi } from '../../../lib/api';
import { disputeKeys } from './dispute-keys';

/** GET /api/orders/{id}/dispute: the order's dispute, or null while none was reported. */
async function getDispute(orderId: string, signal?: AbortSignal): Promise<Dispute | null> {
  try {
    const { dispute } = await callApi('getDispute', { params: { id: orderId }, signal });
    return dispute;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'DISPUTE_NOT_FOUND') return null;
    throw error;
  }
}

/** The other side may add a statement at any time: shown again, it is read again. */
export function useDispute(orderId: string, { enabled = true } = {}) {
  return useQuery({ queryKey: disputeKeys.ofOrder(orderId), queryFn: ({ signal }) => getDispute(orderId, signal), enabled, staleTime: 0 });
}
