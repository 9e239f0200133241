import type { ForgotPasswordRequest } from '@fundi/shared';
import { api } from '../../../lib/api';

/** POST /auth/forgot-password: the server e-mails a reset link. */
export async function requestPasswordReset(request: ForgotPasswordRequest): Promise<void> {
  await api.post('/auth/forgot-password', request, { token: null });
}
