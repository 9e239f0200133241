import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: no CORS header on this route's answers (set below for routes outside the API). */
    cors?: false;
  }
}

// Clients on other origins (another web front end, a phone app's web view, a partner's site)
// call the API from the browser: docs/decisions/0046-other-clients.md. Only the origins in
// ALLOWED_ORIGINS, only on the API and account routes, and never with cookies: every call
// carries its bearer token, so no browser credentials are involved.

const methods = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'];
/** What clients send: their token, JSON or a form, a booking's key, and a cached list's ETag back. */
const allowedHeaders = ['Authorization', 'Content-Type', 'Idempotency-Key', 'If-None-Match'];
/** What clients read beyond the simple headers: when to retry, a list's version, the request to quote. */
const exposedHeaders = ['Retry-After', 'ETag', 'X-Request-Id'];
/** How long a browser may reuse a preflight's answer (Chrome keeps at most 2 hours). */
const preflightMaxAgeSeconds = 10 * 60;

/**
 * Paths other clients call: `/api/...` and `/auth/...`. Not Daraja's callbacks (server to server,
 * no browser ever calls them) and not the web page `/auth/google/callback`.
 */
function isCorsPath(url: string): boolean {
  const pathname = url.split('?')[0]!;
  if (pathname.startsWith('/api/mpesa/') || pathname === '/auth/google/callback') return false;
  return pathname.startsWith('/api/') || pathname.startsWith('/auth/');
}

/**
 * CORS for the allowed origins (@fastify/cors): their preflights are answered (204) before any
 * route or rate limit, and their requests get `Access-Control-Allow-Origin` with their own origin.
 * Any other origin, and every path outside the API, gets no CORS header at all; a preflight from
 * it is a 404. Register before any route, so that the routes outside the API are marked.
 */
export async function registerOtherClients(app: FastifyInstance, { allowedOrigins }: { allowedOrigins: readonly string[] }): Promise<void> {
  // The web app's files and the photos are not for other origins' scripts: not even a Vary.
  // Left to the per-request check below: the preflight route (`*`) and the web app's catch-all
  // (`/*`), which also answers unknown API paths (a 404 a client should be able to read).
  app.addHook('onRoute', (route) => {
    if (route.url !== '*' && route.url !== '/*' && !isCorsPath(route.url)) route.config = { ...route.config, cors: false };
  });

  await app.register(cors, {
    hideOptionsRoute: true,
    delegator: (request, callback) => {
      const { origin } = request.headers;
      const isAllowed = origin !== undefined && allowedOrigins.includes(origin) && isCorsPath(request.url);
      if (!isAllowed) return callback(null, { origin: false });
      callback(null, {
        origin,
        methods,
        allowedHeaders,
        exposedHeaders,
        credentials: false,
        maxAge: preflightMaxAgeSeconds,
        // An OPTIONS without Access-Control-Request-Method is answered like a preflight, not with a text 400.
        strictPreflight: false,
      });
    },
  });
}

/** The longest return address taken: anything longer is no address of a client of ours. */
const maxReturnAddressLength = 2048;

/**
 * A client's own return address (`redirect`), when it is an absolute http(s) address on one of
 * the allowed origins, with no user name or password in it; else undefined (the caller then
 * uses PUBLIC_URL). The answer is the parsed address without its fragment, so what is followed
 * is exactly what was checked: `//evil.test`, `javascript:...`, `https://app.example@evil.test`
 * and `https://evil.test\@app.example` are all refused.
 */
export function clientReturnAddress(value: unknown, allowedOrigins: readonly string[]): URL | undefined {
  if (typeof value !== 'string' || value === '' || value.length > maxReturnAddressLength) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username !== '' || url.password !== '' || !allowedOrigins.includes(url.origin)) return undefined;
  url.hash = '';
  return url;
}
