/**
 * A failed call. `status` is the HTTP status (0 when the network failed before any
 * answer). `serverError`/`serverMessage`/`code` come from the `{ error, message, code }`
 * body (docs/decisions/0006-error-answers-and-security-headers.md); show them with `errorText()`
 * (error-text.ts), which shows the catalogue's words for the code.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly serverError: string | undefined;
  readonly serverMessage: string | undefined;

  constructor(status: number, body: { error?: string; message?: string; code?: string } = {}) {
    super(body.error ?? body.message ?? (status === 0 ? 'Network request failed' : `HTTP ${status}`));
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.serverError = body.error;
    this.serverMessage = body.message;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpRequest {
  method?: HttpMethod;
  /** A plain object is sent as JSON; FormData is sent as multipart as it is. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Sent as `Authorization: Bearer ...`; null sends none. */
  token: string | null;
  signal?: AbortSignal;
  /** The browser's HTTP cache mode; 'no-cache' revalidates a cached answer (ETag) instead of reusing it. */
  cache?: RequestCache;
  /** Lets the request outlive the page (a sign-out sent while the app navigates away). */
  keepalive?: boolean;
}

/**
 * One call to the API on the same origin, nothing more: the network boundary. Returns the
 * parsed JSON answer (undefined for an empty one) or throws ApiError. Sessions and token
 * refreshes are api.ts's business.
 */
export async function sendRequest(path: string, request: HttpRequest): Promise<unknown> {
  const { method = 'GET', body, token, signal, keepalive, cache } = request;
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  if (token) headers.Authorization = `Bearer ${token}`;

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary itself
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: payload, signal, keepalive, cache, credentials: 'same-origin' });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0);
  }

  const data = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, pickErrorFields(data));
  return data;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new ApiError(0); // the connection dropped while the answer was arriving
  }
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined; // e.g. an HTML error page from a proxy: treated as a body without fields
  }
}

function pickErrorFields(data: unknown): { error?: string; message?: string; code?: string } {
  if (typeof data !== 'object' || data === null) return {};
  const record = data as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : undefined);
  return { error: text('error'), message: text('message'), code: text('code') };
}
