import { callRoute, UnexpectedAnswerError, type RouteRequest } from './api-route';
import { ApiError, sendRequest } from './http';
import { endSession, readSavedTokens, setTokens, useSession } from './session';
import { isAccessTokenUsable } from './tokens';

// Refresh tokens rotate on every use, and presenting one that was already rotated (more
// than 10 s later) makes the server revoke the whole session. Hence: one refresh at a time
// per tab (callers share it), and the tokens in localStorage, which all tabs share, are
// always preferred to this tab's copy in memory.

let refreshInFlight: Promise<string> | null = null;

/**
 * The access token to send with a call: the session's own, refreshed first when it is
 * expired or about to be. Null when signed out. Throws ApiError: status 0 when the network
 * failed (the session stays), 401 when the session is over (it has then been ended).
 */
export async function accessTokenForCall(): Promise<string | null> {
  const { accessToken } = useSession.getState();
  if (!accessToken) return null;
  return isAccessTokenUsable(accessToken) ? accessToken : refreshSession();
}

/** After a 401/403 for `usedToken`: a newer usable token if another call got one, else a refresh. */
export async function tokenAfterAuthFailure(usedToken: string): Promise<string> {
  const { accessToken } = useSession.getState();
  if (accessToken && accessToken !== usedToken && isAccessTokenUsable(accessToken)) return accessToken;
  return refreshSession();
}

/** Gets a new token pair; concurrent callers share one request. Resolves to the new access token. */
function refreshSession(): Promise<string> {
  refreshInFlight ??= runRefresh().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

async function runRefresh(): Promise<string> {
  const inMemory = useSession.getState();
  const stored = readSavedTokens();
  // Another tab refreshed since this one last looked: its tokens are the current ones.
  if (stored.accessToken && stored.refreshToken && stored.refreshToken !== inMemory.refreshToken) {
    setTokens({ accessToken: stored.accessToken, refreshToken: stored.refreshToken });
    if (isAccessTokenUsable(stored.accessToken)) return stored.accessToken;
  }
  const refreshToken = stored.refreshToken ?? inMemory.refreshToken;
  if (!refreshToken) return sessionOver(new ApiError(401));

  try {
    return await requestNewTokens(refreshToken);
  } catch (error) {
    if (!isRefusal(error)) throw error;
    // Two tabs refreshed at the same moment and the other one won: adopt what it stored
    // and try once more, instead of signing the person out.
    const latest = readSavedTokens();
    if (!latest.accessToken || !latest.refreshToken || latest.refreshToken === refreshToken) return sessionOver(error);
    setTokens({ accessToken: latest.accessToken, refreshToken: latest.refreshToken });
    if (isAccessTokenUsable(latest.accessToken)) return latest.accessToken;
    try {
      return await requestNewTokens(latest.refreshToken);
    } catch (retryError) {
      if (!isRefusal(retryError)) throw retryError;
      return sessionOver(retryError);
    }
  }
}

/**
 * POST /auth/refresh, straight to the network without a session's token (the session is what
 * is being renewed). Urgent: it goes out while the route map's schemas load, for a person
 * coming back after a while waits on it before their first page.
 */
async function requestNewTokens(refreshToken: string): Promise<string> {
  const sendWithoutSession = (path: string, request: RouteRequest) => sendRequest(path, { ...request, token: null });
  const tokens = await callRoute('refreshSession', { body: { refreshToken } }, sendWithoutSession, { isUrgent: true }).catch((error: unknown) => {
    // A token pair of the wrong shape is the server failing, not refusing: the session stays.
    throw error instanceof UnexpectedAnswerError ? new ApiError(500) : error;
  });
  setTokens(tokens, { isFromServer: true });
  return tokens.accessToken;
}

function sessionOver(error: ApiError): never {
  endSession('expired');
  throw error;
}

/** The server refused the refresh token (expired, revoked, unknown): the session is over. */
function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 400 || error.status === 401 || error.status === 403);
}
