import { api } from './api';
import { clearSession, readSavedTokens, setSession } from './session';
import { validateTokenResponse } from '@fundi/shared';

/**
 * The start-up check of SPEC §4: a missing saved token (or the text 'null') clears the
 * session; otherwise GET /auth/validate-token decides. Anything but `{ valid: true, user }`
 * (a 401, a network failure, an unexpected body) clears both stored keys.
 * Always ends with `hasChecked` true, which lets the app render.
 */
export async function checkSavedSession(): Promise<void> {
  const { accessToken, refreshToken } = readSavedTokens();
  if (!accessToken || accessToken === 'null') {
    clearSession();
    return;
  }
  try {
    const answer = await api.get('/auth/validate-token', { token: accessToken, schema: validateTokenResponse });
    if (answer.valid && answer.user) setSession({ accessToken, refreshToken, user: answer.user });
    else clearSession();
  } catch {
    clearSession();
  }
}
