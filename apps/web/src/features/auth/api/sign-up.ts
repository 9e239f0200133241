import type { SignupRequest } from '@fundi/shared';
import { api } from '../../../lib/api';

/** POST /auth/signup. The answer's token is not used: SPEC sends the new user to log in. */
export async function signUp(request: SignupRequest): Promise<void> {
  await api.post('/auth/signup', request, { token: null });
}
