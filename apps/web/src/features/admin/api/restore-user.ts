import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@fundi/shared';
import { callApi } from '../../../lib/api';
import { adminKeys } from './admin-keys';

/** PUT /api/admin/users/{id}/restore: the account as it now is. */
async function restoreUser({ userId, reason }: { userId: string; reason: string }): Promise<AdminUser> {
  const { user } = await callApi('restoreUser', { params: { id: userId }, body: { reason } });
  return user;
}

export function useRestoreUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: restoreUser, onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }) });
}
