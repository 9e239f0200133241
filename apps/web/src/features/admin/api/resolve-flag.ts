import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentFlag } from '@fundi/shared';
import { callApi } from '../../../lib/api';
import { adminKeys } from './admin-keys';

/** PUT /api/admin/flags/{id}/resolve: the flag, now resolved. */
async function resolveFlag({ flagId, reason }: { flagId: string; reason: string }): Promise<PaymentFlag> {
  const { flag } = await callApi('resolveFlag', { params: { id: flagId }, body: { reason } });
  return flag;
}

export function useResolveFlag() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resolveFlag, onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}
