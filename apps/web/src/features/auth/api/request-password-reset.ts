import type { ForgotPasswordRequest } from '@fundi/shared';
import { ApiError, callApi, errorText } from '../../../lib/api';
import { i18n } from '../../../lib/i18n';
import { addSignInWords } from '../../../lib/sign-in-words';

addSignInWords();

/** POST /auth/forgot-password: the server e-mails a reset link, or sends a phone a code by SMS. */
export async function requestPasswordReset(request: ForgotPasswordRequest): Promise<void> {
  await callApi('requestPasswordReset', { body: request, token: null });
}

/** What a refused request says, on the first ask and on 'Send a new code' alike. */
export function resetRequestFailureText(error: unknown): string {
  // docs/product.md §8 gives forgot password its own words for a limit reached.
  const isLimited = error instanceof ApiError && error.code === 'TOO_MANY_REQUESTS';
  return isLimited ? i18n.t('auth.forgotTooManyRequests') : errorText(error, i18n.t('auth.forgotFailed'));
}
