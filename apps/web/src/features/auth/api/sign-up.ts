import type { SignupRequest } from '@fundi/shared';
import { callApi } from '../../../lib/api';
import { i18n } from '../../../lib/i18n';

/**
 * POST /auth/signup. The answer's token is not used: the spec sends the new user to log in. The
 * account takes the language on screen, which its e-mails are then written in.
 */
export async function signUp(request: SignupRequest): Promise<void> {
  await callApi('signUp', { body: { ...request, language: i18n.language }, token: null });
}
