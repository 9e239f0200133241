import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@fundi/shared';
import { callApi } from '../../../lib/api';
import { adminKeys } from './admin-keys';

/** PUT /api/admin/users/{id}/suspend: the account as it now is. */
async function suspendUser({ userId, reason }: { userId: string; reason: string }): Promise<AdminUser> {
  const { user } = await callApi('suspendUser', { params: { id: userId }, body: { reason } });
  return user;
}

/** Every console list is refetched afterwards, also after a refusal (another administrator may have acted). */
export function useSuspendUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: suspendUser, onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}
