import { LOGIN_TEXTS } from './texts';

/**
 * Why a Google sign-in ended without a session. The server sends one of these as `error` to the
 * web route /auth/google/callback, and the login page shows it: short, in words a person can act
 * on, never internal details.
 */
export const GOOGLE_SIGN_IN_ERRORS = {
  notConfigured: 'Google sign-in is not configured',
  unavailable: 'Google sign-in is unavailable right now, please try again later',
  cancelled: 'Google sign-in was cancelled',
  failed: 'Google sign-in failed, please try again',
  expired: 'Google sign-in expired or was already used, please try again',
  invalidRequest: 'Invalid Google sign-in response',
  /** GET /auth/google without the web app's one-time value, or with one of the wrong shape. */
  invalidStart: 'Invalid Google sign-in request, please start again from the login page',
  /** The provider's return opened in a browser that did not start this sign-in (no or another cookie). */
  otherBrowser: 'This Google sign-in was not started in this browser, please try again',
  noEmail: 'Google did not share an email address',
  unverifiedEmail: 'An account with this email already exists; verify the email with Google or log in with your password',
  otherGoogleAccount: 'This email is already linked to another Google account',
} as const;

const knownErrors = new Set<string>(Object.values(GOOGLE_SIGN_IN_ERRORS));

/**
 * What the login page says about a failed Google sign-in: the server's reason when it is one of
 * ours, else SPEC's general text. Anyone can put any `error` in a callback link, so a text we
 * did not write (a phone number to call, a link) is never shown.
 */
export function googleSignInErrorText(serverText: string | null | undefined): string {
  return serverText && knownErrors.has(serverText) ? serverText : LOGIN_TEXTS.googleFailed;
}
