import { GOOGLE_SIGN_IN_ERROR_CODES, type GoogleSignInErrorCode } from './error-codes/accounts';

export type { GoogleSignInErrorCode };

const codes = new Set<string>(GOOGLE_SIGN_IN_ERROR_CODES);

/**
 * Whether the `code` of a Google sign-in's callback is one of its reasons. Anyone can put any
 * value in a callback link, so the login page shows the words of these codes only, never a
 * text that came with the link.
 */
export function isGoogleSignInErrorCode(value: unknown): value is GoogleSignInErrorCode {
  return typeof value === 'string' && codes.has(value);
}
