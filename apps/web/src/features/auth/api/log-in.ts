import type { LoginRequest } from '@fundi/shared';
import { callApi } from '../../../lib/api';

/** POST /auth/login: the token pair and the user (docs/product.md §7). Sent without a session. */
export function logIn(request: LoginRequest) {
  return callApi('logIn', { body: request, token: null });
}
