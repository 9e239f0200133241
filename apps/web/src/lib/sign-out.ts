import { callApi } from './api';
import { clearSession, useSession } from './session';
import { isAccessTokenUsable } from './tokens';

/**
 * Logout: the session is cleared here at once (the app shell then empties the query cache),
 * and POST /auth/logout revokes it on the server in the background. Waiting for that answer
 * on a slow connection would only keep the person on a page they asked to leave; if the
 * call fails, the device has forgotten the tokens all the same.
 */
export function signOut(): void {
  const { accessToken, refreshToken } = useSession.getState();
  clearSession();
  if (!refreshToken) return;
  const token = accessToken && isAccessTokenUsable(accessToken) ? accessToken : null;
  callApi('logOut', { body: { refreshToken }, token, keepalive: true }).catch(() => undefined);
}
