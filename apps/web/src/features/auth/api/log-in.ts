import { loginResponse, type LoginRequest } from '@fundi/shared';
import { api } from '../../../lib/api';

/** POST /auth/login: the token pair and the user (SPEC §7). Sent without a session. */
export function logIn(request: LoginRequest) {
  return api.post('/auth/login', request, { token: null, schema: loginResponse });
}
