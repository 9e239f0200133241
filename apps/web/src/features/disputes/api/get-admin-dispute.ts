import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { disputeKeys } from './dispute-keys';

/** GET /api/admin/disputes/{id}: the dispute with both people, the order and its payment. */
async function getAdminDispute(disputeId: string, signal?: AbortSignal) {
  const { dispute } = await callApi('getAdminDispute', { params: { id: disputeId }, signal });
  return dispute;
}

export function useAdminDispute(disputeId: string) {
  return useQuery({ queryKey: disputeKeys.adminOne(disputeId), queryFn: ({ signal }) => getAdminDispute(disputeId, signal), staleTime: 0 });
}
