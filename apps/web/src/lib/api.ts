import { ApiError, sendRequest, type HttpMethod } from './http';
import { callRoute, type ApiAnswer, type ApiInput, type ApiRouteName } from './api-route';
import { endSession, useSession } from './session';
import { accessTokenForCall, tokenAfterAuthFailure } from './session-refresh';

export { ApiError } from './http';
export { errorText } from './error-text';
export { UnexpectedAnswerError } from './api-route';

interface CallOptions {
  headers?: Record<string, string>;
  /**
   * Overrides the session's access token (null sends no Authorization header). A call
   * with its own token is sent as it is: no refresh before, no retry after.
   */
  token?: string | null;
  signal?: AbortSignal;
  /** The browser's HTTP cache mode (see HttpRequest). */
  cache?: RequestCache;
  /** Lets the request outlive the page; such a call is sent at once, its body unchecked. */
  keepalive?: boolean;
}

interface RequestOptions extends CallOptions {
  method?: HttpMethod;
  /** A plain object is sent as JSON; FormData is sent as multipart as it is. */
  body?: unknown;
}

/**
 * Calls the API on the same origin with the session's access token and returns the JSON
 * answer as it came (callApi parses it). Throws ApiError. docs/product.md §4 and §8: an access token that is expired (or about
 * to be) is refreshed before the call; a 401 or 403 triggers one refresh and one retry.
 * When the refresh is refused, or the retry is still 401, the session ends (the app shell
 * then goes to /login). A 403 that survives the retry is a real "not allowed" and is only
 * reported: it does not sign anyone out.
 */
async function apiRequest(path: string, options: RequestOptions): Promise<unknown> {
  const { token: givenToken, ...unbound } = options;
  const request = givenToken === undefined ? { ...unbound, signal: withinSession(unbound.signal) } : unbound;
  if (givenToken !== undefined) return sendRequest(path, { ...request, token: givenToken });

  const token = await accessTokenForCall();
  try {
    return await sendRequest(path, { ...request, token });
  } catch (error) {
    if (!token || !isAuthFailure(error)) throw error;
  }
  const retryToken = await tokenAfterAuthFailure(token);
  try {
    return await sendRequest(path, { ...request, token: retryToken });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) endSession('expired');
    throw error;
  }
}

type CallInput<Name extends ApiRouteName> = ApiInput<Name> & CallOptions;

/**
 * One call of the API by its name in the route map (@fundi/shared, api/routes.ts), e.g.
 * `callApi('orderAction', { params: { id, action } })`: the path built from its parameters, a
 * JSON body checked with the route's request schema, and the answer parsed with its response
 * schema (UnexpectedAnswerError otherwise), through apiRequest's session handling.
 */
export function callApi<Name extends ApiRouteName>(
  name: Name,
  ...[input]: object extends ApiInput<Name> ? [input?: CallInput<Name>] : [input: CallInput<Name>]
): Promise<ApiAnswer<Name>> {
  const given = (input ?? {}) as CallInput<Name>;
  const { params: _params, body: _body, query: _query, ...options } = given;
  return callRoute(name, given, (path, request) => apiRequest(path, { ...options, ...request }), { isUrgent: options.keepalive });
}

function isAuthFailure(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

/**
 * Calls made with the session's token end with it: signing out (here or in another tab)
 * aborts them. The server revokes the session at once, so a call still on its way would only
 * come back 401 for nobody, after the person has left.
 */
let sessionCalls = new AbortController();
useSession.subscribe((state, previous) => {
  if (previous.accessToken && !state.accessToken) {
    sessionCalls.abort();
    sessionCalls = new AbortController();
  }
});

function withinSession(signal: AbortSignal | undefined): AbortSignal {
  if (!signal) return sessionCalls.signal;
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([signal, sessionCalls.signal]);
  // Browsers before 2023 (older phones) have no AbortSignal.any.
  const either = new AbortController();
  for (const one of [signal, sessionCalls.signal]) {
    if (one.aborted) either.abort();
    else one.addEventListener('abort', () => either.abort(), { once: true });
  }
  return either.signal;
}
