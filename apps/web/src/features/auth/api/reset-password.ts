import type { ResetPasswordRequest } from '@fundi/shared';
import { callApi } from '../../../lib/api';

/** POST /auth/reset-password with the token from the e-mailed link. */
export async function resetPassword(request: ResetPasswordRequest): Promise<void> {
  await callApi('resetPassword', { body: request, token: null });
}
