import { isSameSecret } from '../../../lib/secret-tokens';

// The state of a Google sign-in, also kept in the browser that started it, so the provider's
// return address completes a sign-in only in that browser (login CSRF;
// docs/decisions/0014-google-sign-in-finishes-where-it-started.md). HttpOnly: page scripts never
// need it. SameSite=Lax: the provider sends the person back with a top-level GET from its own site,
// which Lax lets through and Strict would not. Path: only the two sign-in routes (and the web
// callback beside them) ever carry it.
const cookieName = 'google_sign_in';
const cookiePath = '/auth/google';

/**
 * Set-Cookie for a sign-in just started; it lives as long as the sign-in may take. A client's own
 * return address (docs/decisions/0046-other-clients.md) travels with the state it belongs to, after
 * a dot (a state is url-safe base64, which has none), so a later sign-in never inherits it.
 */
export function signInCookie(
  state: string,
  { lifetimeSeconds, isSecure, returnAddress }: { lifetimeSeconds: number; isSecure: boolean; returnAddress?: string },
): string {
  const value = returnAddress ? `${state}.${Buffer.from(returnAddress).toString('base64url')}` : state;
  return cookieHeader(`${cookieName}=${value}`, lifetimeSeconds, isSecure);
}

/** Set-Cookie that removes it: the provider's return uses it once, whatever the outcome. */
export function clearedSignInCookie({ isSecure }: { isSecure: boolean }): string {
  return cookieHeader(`${cookieName}=`, 0, isSecure);
}

function cookieHeader(nameValue: string, maxAgeSeconds: number, isSecure: boolean): string {
  return `${nameValue}; Max-Age=${maxAgeSeconds}; Path=${cookiePath}; HttpOnly; SameSite=Lax${isSecure ? '; Secure' : ''}`;
}

/** The state this browser started a sign-in with, from its Cookie header (the first such cookie). */
export function readSignInCookie(cookieHeader: string | undefined): string | undefined {
  return readCookieValue(cookieHeader)?.split('.')[0] || undefined;
}

/** The return address the client that started this sign-in asked for, as it was given; to be checked again. */
export function readSignInReturnAddress(cookieHeader: string | undefined): string | undefined {
  const encoded = readCookieValue(cookieHeader)?.split('.')[1];
  return encoded ? Buffer.from(encoded, 'base64url').toString() : undefined;
}

function readCookieValue(cookieHeader: string | undefined): string | undefined {
  for (const pair of cookieHeader?.split(';') ?? []) {
    const separator = pair.indexOf('=');
    if (separator !== -1 && pair.slice(0, separator).trim() === cookieName) return pair.slice(separator + 1).trim() || undefined;
  }
  return undefined;
}

/** Whether the browser's cookie names this state; compared in constant time, like any secret. */
export function isSameSignIn(cookieState: string | undefined, state: string): boolean {
  if (!cookieState) return false;
  return isSameSecret(cookieState, state);
}
