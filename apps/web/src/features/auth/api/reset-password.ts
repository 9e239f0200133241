import type { ResetPasswordRequest } from '@fundi/shared';
import { api } from '../../../lib/api';

/** POST /auth/reset-password with the token from the e-mailed link. */
export async function resetPassword(request: ResetPasswordRequest): Promise<void> {
  await api.post('/auth/reset-password', request, { token: null });
}
