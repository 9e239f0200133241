import type { User } from '@fundi/shared';
import { api } from './api';
import { clearSession, readSavedTokens, setSession } from './session';

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
    const answer = await api.get<{ valid?: unknown; user?: User }>('/auth/validate-token', { token: accessToken });
    // A light shape check instead of the shared zod contract (validateTokenResponse):
    // this runs before first paint, and zod would add ~25 kB to the start-up bundle.
    if (answer?.valid === true && typeof answer.user?.id === 'string') setSession({ accessToken, refreshToken, user: answer.user });
    else clearSession();
  } catch {
    clearSession();
  }
}
