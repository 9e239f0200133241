import type { LoginRequest } from '@fundi/shared';
import { api } from '../../../lib/api';

/**
 * POST /auth/login: the token pair and the user (SPEC §7). Sent without a session. The answer's
 * schema comes with the form's own rules (login-validation.ts), already loaded by then.
 */
export async function logIn(request: LoginRequest) {
  const { loginResponse } = await import('../login-validation');
  return api.post('/auth/login', request, { token: null, schema: loginResponse });
}
