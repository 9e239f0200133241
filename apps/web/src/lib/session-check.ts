import { USER_REFRESH_THROTTLE_MS, type Language, type User } from '@fundi/shared';
import { ApiError, callApi } from './api';
import { callRoute } from './api-route';
import { clearSession, markOffline, readSavedTokens, setSession, setTokens, setUser, useSession } from './session';

/**
 * The start-up check of docs/product.md §4: a missing saved token (or the text 'null') clears the
 * session; otherwise GET /auth/validate-token decides, with the usual refresh (an expired
 * token is refreshed first; a 401 gets one refresh and a retry). A refusal or an
 * unexpected answer clears both stored keys.
 *
 * Not reaching the server (offline, server down) is different: mobile data drops often,
 * so the stored tokens are KEPT and `isOffline` asks the app to offer a Retry instead.
 * Ends with `hasChecked` true, except in that offline case.
 */
export async function checkSavedSession(): Promise<void> {
  const saved = readSavedTokens();
  const accessToken = usableText(saved.accessToken);
  if (!accessToken) {
    clearSession();
    return;
  }
  setTokens({ accessToken, refreshToken: usableText(saved.refreshToken) });
  try {
    const user = await loadStartUser(accessToken);
    const current = useSession.getState();
    if (current.accessToken) setSession({ accessToken: current.accessToken, refreshToken: current.refreshToken, user });
    else clearSession();
  } catch (error) {
    if (isUnreachable(error)) markOffline();
    else clearSession();
  }
}

declare global {
  interface Window {
    /**
     * The same check, begun by the page's inline start script (apps/web/build/route-preloads.ts)
     * while the code downloaded: the answer's body for `token`, or null when it was refused or
     * did not arrive.
     */
    fundiSessionCheck?: { token: string; answer: Promise<unknown> };
  }
}

/**
 * The start-up user: the start script's answer when it checked this very token and was let in
 * (checked against the route's schema like any first answer), else a check of its own with
 * the usual refresh and retry.
 */
async function loadStartUser(accessToken: string): Promise<User> {
  const early = window.fundiSessionCheck;
  delete window.fundiSessionCheck;
  const answer = early?.token === accessToken ? await early.answer : null;
  if (answer === null) return loadSessionUser();
  return (await callRoute('validateSession', {}, () => Promise.resolve(answer))).user;
}

/**
 * The signed-in user as the server knows it now (GET /auth/validate-token); an answer of the
 * wrong shape throws, like a refusal. With `accessToken`, the user of that token instead of the
 * session's (sent as it is).
 */
async function loadSessionUser(accessToken?: string): Promise<User> {
  return (await loadSessionAccount(accessToken)).user;
}

/** loadSessionUser's user with the language saved on the account, for a sign-in to show. */
export async function loadSessionAccount(accessToken?: string): Promise<{ user: User; language: Language }> {
  const { user, language } = await callApi('validateSession', accessToken === undefined ? undefined : { token: accessToken });
  return { user, language };
}

let userRefresh: Promise<void> | null = null;
let lastUserRefreshAt = Number.NEGATIVE_INFINITY;

/**
 * Reloads the signed-in user (after becoming a seller, a profile change...). docs/product.md §4:
 * skipped while one is in progress (the caller shares it) or when the last one started
 * less than 5 seconds ago. Failures keep the user as it was; a refused session ends
 * through the API client as usual.
 */
export function refreshUser(): Promise<void> {
  if (userRefresh) return userRefresh;
  if (!useSession.getState().isAuthenticated) return Promise.resolve();
  if (Date.now() - lastUserRefreshAt < USER_REFRESH_THROTTLE_MS) return Promise.resolve();
  lastUserRefreshAt = Date.now();
  userRefresh = loadSessionUser()
    .then((user) => {
      if (useSession.getState().isAuthenticated) setUser(user);
    })
    .catch(() => undefined)
    .finally(() => {
      userRefresh = null;
    });
  return userRefresh;
}

/** No answer at all, or the server (or a proxy before it) failing: worth a retry, not a sign-out. */
function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

function usableText(token: string | null): string | null {
  return token && token !== 'null' ? token : null;
}
