import type { ResetPasswordRequest } from '@fundi/shared';
import { callApi } from '../../../lib/api';

/** POST /auth/reset-password with the e-mailed link's token, or with the phone and the code sent to it by SMS. */
export async function resetPassword(request: ResetPasswordRequest): Promise<void> {
  await callApi('resetPassword', { body: request, token: null });
}
