// docs/product.md §8, the error catalogue, as data and pure functions. The server sends the texts of
// SERVER_TEXTS verbatim (docs/decisions/0006-error-answers-and-security-headers.md); the web app
// turns them into the user texts below.

export const SERVER_TEXTS = {
  /** Login with an unknown identifier (with the exclamation mark, unlike forgot-password). */
  loginUserNotFound: 'User not found!',
  wrongPassword: 'Wrong password!',
  socialLoginAccount: 'This account uses social login',
  tooManyLoginAttempts: 'Too many login attempts, please try again later',
  /** Every other rate-limited endpoint. */
  tooManyRequests: 'Too many requests, please try again later',
  /** Forgot password with an unknown identifier. */
  userNotFound: 'User not found',
  resetRequiresEmail: 'Password reset requires email verification',
  invalidToken: 'Invalid token',
  resetLinkExpired: 'Reset link expired',
  orderPlaced: 'Order placed successfully',
  serverError: 'Server error, please try again later',
  sellerNotFound: 'Seller not found',
  /** Shown in place of an erased account's name on orders and messages. */
  deletedUser: 'Deleted user',
} as const;

/** `code` values of a failed POST /auth/change-password or PUT /api/profile. */
export const ERROR_CODES = {
  /** The current password is missing or wrong (changing the password, the e-mail or the phone). */
  invalidCurrentPassword: 'INVALID_CURRENT_PASSWORD',
  /** The new password broke a rule; the body's error is the rule's message. */
  invalidPassword: 'INVALID_PASSWORD',
  /** An account without a password changes its e-mail only soon after signing in. */
  signInAgain: 'SIGN_IN_AGAIN',
} as const;

/** docs/product.md §8: where the API returns an error text, it is shown in preference to the fallback. */
export function preferServerText(serverText: string | null | undefined, fallback: string): string {
  return serverText || fallback;
}

// Rate limiters word their texts differently per endpoint; SPEC matches the common start.
const isRateLimited = (serverText: string) => serverText.includes('Too many');

// ---- Login and signup ----

export const LOGIN_TEXTS = {
  notRegistered: 'Email or phone not registered, please sign up',
  wrongPassword: 'Incorrect password, please try again',
  useGoogle: 'This account uses Google login, please use Google to sign in',
  tooManyAttempts: 'Too many login attempts. Please try again in a few minutes.',
  /** The server answered without an error text. */
  failed: 'Login failed',
  /** No answer at all (network down, server unreachable). */
  unexpected: 'An unexpected error occurred, please try again',
  googleFailed: 'Google authentication failed. Please try again.',
  invalidGoogleResponse: 'Invalid Google authentication response.',
} as const;

export function loginErrorText(serverText: string | null | undefined): string {
  if (!serverText) return LOGIN_TEXTS.failed;
  if (serverText === SERVER_TEXTS.loginUserNotFound) return LOGIN_TEXTS.notRegistered;
  if (serverText === SERVER_TEXTS.wrongPassword) return LOGIN_TEXTS.wrongPassword;
  if (serverText === SERVER_TEXTS.socialLoginAccount) return LOGIN_TEXTS.useGoogle;
  if (isRateLimited(serverText)) return LOGIN_TEXTS.tooManyAttempts;
  return serverText;
}

export const SIGNUP_TEXTS = {
  failed: 'Registration failed',
  unexpected: 'Registration failed. Please try again.',
} as const;

export function signupErrorText(serverText: string | null | undefined): string {
  return preferServerText(serverText, SIGNUP_TEXTS.failed);
}

// ---- Passwords ----

export const FORGOT_PASSWORD_TEXTS = {
  noAccount: 'No account found for this email or phone',
  requiresEmail: 'This account requires email verification for reset',
  tooManyRequests: 'Too many requests. Please try again later.',
  unexpected: 'An unexpected error occurred',
  success: 'If an account exists, a reset link has been sent. Check your email or phone.',
} as const;

export function forgotPasswordErrorText(serverText: string | null | undefined): string {
  if (!serverText) return FORGOT_PASSWORD_TEXTS.unexpected;
  if (serverText === SERVER_TEXTS.userNotFound) return FORGOT_PASSWORD_TEXTS.noAccount;
  if (serverText === SERVER_TEXTS.resetRequiresEmail) return FORGOT_PASSWORD_TEXTS.requiresEmail;
  if (isRateLimited(serverText)) return FORGOT_PASSWORD_TEXTS.tooManyRequests;
  return serverText;
}

export const RESET_PASSWORD_TEXTS = {
  invalidLink: 'Invalid or expired reset link',
  expired: 'This reset link has expired. Please request a new one.',
  success: 'Password reset successfully! Redirecting to login...',
  /** Not in SPEC, which names no reset fallback; worded like the change-password one. */
  failed: 'Failed to reset password. Please try again.',
} as const;

export function resetPasswordErrorText(serverText: string | null | undefined): string {
  if (serverText === SERVER_TEXTS.invalidToken) return RESET_PASSWORD_TEXTS.invalidLink;
  if (serverText === SERVER_TEXTS.resetLinkExpired) return RESET_PASSWORD_TEXTS.expired;
  return preferServerText(serverText, RESET_PASSWORD_TEXTS.failed);
}

export const CHANGE_PASSWORD_TEXTS = {
  incorrectCurrent: 'Incorrect current password',
  failed: 'Failed to change password. Please try again.',
  success: 'Password changed successfully!',
} as const;

export function changePasswordErrorText(
  code: string | null | undefined,
  serverText: string | null | undefined,
): string {
  if (code === ERROR_CODES.invalidCurrentPassword) return CHANGE_PASSWORD_TEXTS.incorrectCurrent;
  return preferServerText(serverText, CHANGE_PASSWORD_TEXTS.failed);
}
