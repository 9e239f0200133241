/**
 * What the web app reads from an access token (a JWT): its expiry and issue time. The
 * signature is the server's business; this only decides when to refresh BEFORE a call,
 * to save a round trip that would end in 401 on a slow connection.
 */

/** Refresh this long before the expiry, so a token never expires on the way to the server. */
const ACCESS_TOKEN_MARGIN_MS = 30_000;

// Phones often have a wrong clock. When a token arrives straight from the server, its `iat`
// (issue time, server clock) tells how far this device's clock is off; expiry checks then
// use the server's time. Tokens read back from storage are old, so they do not set it.
let serverClockOffsetMs = 0;

interface JwtClaims {
  exp?: number;
  iat?: number;
}

function readClaims(token: string): JwtClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const claims: unknown = JSON.parse(atob(base64));
    return typeof claims === 'object' && claims !== null ? (claims as JwtClaims) : null;
  } catch {
    return null;
  }
}

/** Expiry in ms since the epoch (server clock), or null when the token carries none. */
export function tokenExpiresAt(token: string): number | null {
  const exp = readClaims(token)?.exp;
  return typeof exp === 'number' ? exp * 1000 : null;
}

/**
 * True unless the token's expiry is passed or less than 30 s away. A token we cannot read
 * is left to the server to judge (its answer, 401, leads to a refresh anyway).
 */
export function isAccessTokenUsable(token: string, now = Date.now()): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt === null || expiresAt - (now + serverClockOffsetMs) > ACCESS_TOKEN_MARGIN_MS;
}

/** Call with a token the server has just issued, to learn the device's clock error. */
export function noteFreshToken(token: string, now = Date.now()): void {
  const iat = readClaims(token)?.iat;
  if (typeof iat === 'number') serverClockOffsetMs = iat * 1000 - now;
}
