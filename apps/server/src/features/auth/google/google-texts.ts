/**
 * Why a Google sign-in ended without a session. They travel as `error` to the web route
 * /auth/google/callback, which shows SPEC.md's own text for any error, so these are short
 * and meant for whoever reads the address bar or the network log, never internal details.
 */
export const GOOGLE_SIGN_IN_ERRORS = {
  notConfigured: 'Google sign-in is not configured',
  unavailable: 'Google sign-in is unavailable right now, please try again later',
  cancelled: 'Google sign-in was cancelled',
  failed: 'Google sign-in failed, please try again',
  expired: 'Google sign-in expired or was already used, please try again',
  invalidRequest: 'Invalid Google sign-in response',
  noEmail: 'Google did not share an email address',
  unverifiedEmail: 'An account with this email already exists; verify the email with Google or log in with your password',
  otherGoogleAccount: 'This email is already linked to another Google account',
} as const;
