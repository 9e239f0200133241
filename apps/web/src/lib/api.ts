import type { ZodType } from 'zod';
import { ApiError, sendRequest, type HttpMethod } from './http';
import { endSession, useSession } from './session';
import { accessTokenForCall, tokenAfterAuthFailure } from './session-refresh';

export { ApiError, errorText } from './http';

export interface RequestOptions<T> {
  method?: HttpMethod;
  /** A plain object is sent as JSON; FormData is sent as multipart as it is. */
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * Overrides the session's access token (null sends no Authorization header). A call
   * with its own token is sent as it is: no refresh before, no retry after.
   */
  token?: string | null;
  signal?: AbortSignal;
  /** The browser's HTTP cache mode (see HttpRequest). */
  cache?: RequestCache;
  /** The shared zod contract of the answer; when given, the answer is parsed with it. */
  schema?: ZodType<T>;
}

/**
 * Calls the API on the same origin with the session's access token and returns the parsed
 * JSON answer. Throws ApiError. SPEC §4 and §8: an access token that is expired (or about
 * to be) is refreshed before the call; a 401 or 403 triggers one refresh and one retry.
 * When the refresh is refused, or the retry is still 401, the session ends (the app shell
 * then goes to /login). A 403 that survives the retry is a real "not allowed" and is only
 * reported: it does not sign anyone out.
 */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { schema, token: givenToken, ...unbound } = options;
  const request = givenToken === undefined ? { ...unbound, signal: withinSession(unbound.signal) } : unbound;
  const parse = (data: unknown) => (schema ? schema.parse(data) : (data as T));
  if (givenToken !== undefined) return parse(await sendRequest(path, { ...request, token: givenToken }));

  const token = await accessTokenForCall();
  try {
    return parse(await sendRequest(path, { ...request, token }));
  } catch (error) {
    if (!token || !isAuthFailure(error)) throw error;
  }
  const retryToken = await tokenAfterAuthFailure(token);
  try {
    return parse(await sendRequest(path, { ...request, token: retryToken }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) endSession('expired');
    throw error;
  }
}

export const api = {
  get: <T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T = unknown>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE', body }),
};

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
