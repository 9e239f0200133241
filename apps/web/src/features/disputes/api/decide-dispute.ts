import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminDispute, DecideDisputeRequest } from '@fundi/shared';
import { callApi } from '../../../lib/api';
import { queryRoots } from '../../../lib/query-keys';
import { disputeKeys } from './dispute-keys';

type Decision = { disputeId: string; decision: DecideDisputeRequest };

/** PUT /api/admin/disputes/{id}/decide: the outcome, the buyer's share of a split (shillings), the reason. */
async function decideDispute({ disputeId, decision }: Decision): Promise<AdminDispute> {
  const { dispute } = await callApi('decideDispute', { params: { id: disputeId }, body: decision });
  return dispute;
}

/**
 * The answer replaces the dispute shown; the lists and the console's badges refetch, also
 * after a refusal (another administrator decided first: the dispute has left the queue anyway).
 */
export function useDecideDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideDispute,
    onSuccess: (dispute) => queryClient.setQueryData(disputeKeys.adminOne(dispute.id), dispute),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: disputeKeys.adminAll }), queryClient.invalidateQueries({ queryKey: queryRoots.adminOverview })]),
  });
}
