import type { ChangePasswordRequest } from '@fundi/shared';
import { callApi } from '../../../lib/api';

/** POST /auth/change-password. The server signs out the account's other sessions; this one stays. */
export async function changePassword(request: ChangePasswordRequest): Promise<void> {
  await callApi('changePassword', { body: request });
}
