import type { ForgotPasswordRequest } from '@fundi/shared';
import { callApi } from '../../../lib/api';

/** POST /auth/forgot-password: the server e-mails a reset link. */
export async function requestPasswordReset(request: ForgotPasswordRequest): Promise<void> {
  await callApi('requestPasswordReset', { body: request, token: null });
}
