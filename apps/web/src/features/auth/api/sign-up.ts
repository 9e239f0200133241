import type { SignupRequest } from '@fundi/shared';
import { callApi } from '../../../lib/api';

/** POST /auth/signup. The answer's token is not used: SPEC sends the new user to log in. */
export async function signUp(request: SignupRequest): Promise<void> {
  await callApi('signUp', { body: request, token: null });
}
