import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminVerification } from '@fundi/shared';
import { callApi } from '../../../lib/api';
import { invalidateCatalogue } from '../../../lib/query-keys';
import { verificationKeys } from './verification-keys';

/** PUT /api/admin/verifications/{id}/approve, without a note: the server records 'Documents checked'. */
async function approveVerification(id: string): Promise<AdminVerification> {
  const { verification } = await callApi('approveVerification', { params: { id }, body: {} });
  return verification;
}

/**
 * The queues refetch after the decision, also after a refusal (another administrator decided
 * first: the request leaves the queue either way); the catalogue's cards gain the badge.
 */
export function useApproveVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveVerification,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: verificationKeys.queues }), invalidateCatalogue(queryClient)]),
  });
}
