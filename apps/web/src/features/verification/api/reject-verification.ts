import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminVerification } from '@fundi/shared';
import { callApi } from '../../../lib/api';
import { verificationKeys } from './verification-keys';

/** PUT /api/admin/verifications/{id}/reject with the reason the seller reads. */
async function rejectVerification({ id, reason }: { id: string; reason: string }): Promise<AdminVerification> {
  const { verification } = await callApi('rejectVerification', { params: { id }, body: { reason } });
  return verification;
}

/** The queues refetch after the decision, also after a refusal (see useApproveVerification). */
export function useRejectVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectVerification,
    onSettled: () => queryClient.invalidateQueries({ queryKey: verificationKeys.queues }),
  });
}
