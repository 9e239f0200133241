/**
 * Why a Google sign-in ended without a session. The server sends one as the `code` of its
 * redirect to /auth/google/callback, beside the English `error`; the login page shows the
 * words for it, and only for these (anyone can put anything in a callback link).
 */
export const GOOGLE_SIGN_IN_ERROR_CODES = [
  'GOOGLE_SIGN_IN_NOT_CONFIGURED',
  'GOOGLE_SIGN_IN_UNAVAILABLE',
  'GOOGLE_SIGN_IN_CANCELLED',
  'GOOGLE_SIGN_IN_FAILED',
  'GOOGLE_SIGN_IN_EXPIRED',
  'GOOGLE_SIGN_IN_INVALID_RESPONSE',
  /** GET /auth/google without the web app's one-time value, or with one of the wrong shape. */
  'GOOGLE_SIGN_IN_INVALID_START',
  /** The provider's return opened in a browser that did not start this sign-in. */
  'GOOGLE_SIGN_IN_OTHER_BROWSER',
  'GOOGLE_SIGN_IN_NO_EMAIL',
  'GOOGLE_SIGN_IN_EMAIL_UNVERIFIED',
  'GOOGLE_SIGN_IN_OTHER_GOOGLE_ACCOUNT',
] as const;

export type GoogleSignInErrorCode = (typeof GOOGLE_SIGN_IN_ERROR_CODES)[number];

/** Codes of signing up and in, passwords, Google sign-in, the profile, e-mail changes, settings and closing an account. */
export const ACCOUNT_ERROR_CODES = [
  // Sign-up and sign-in
  'LOGIN_FIELDS_REQUIRED',
  'SIGNUP_FIELDS_REQUIRED',
  'IDENTIFIER_REQUIRED',
  'INVALID_IDENTIFIER',
  'IDENTIFIER_TOO_LONG',
  /** The sign-up body names one identifier, never both. */
  'EMAIL_OR_PHONE_NOT_BOTH',
  'NAME_TOO_LONG',
  'EMAIL_TOO_LONG',
  'PHONE_TOO_LONG',
  'PASSWORD_TOO_LONG',
  'PASSWORDS_DO_NOT_MATCH',
  'WEAK_PASSWORD',
  /** Login with an unknown e-mail or phone. */
  'ACCOUNT_NOT_FOUND',
  'WRONG_PASSWORD',
  /** Login with a password to an account that signs in with Google only. */
  'SOCIAL_LOGIN_ACCOUNT',
  'TOO_MANY_LOGIN_ATTEMPTS',
  'EMAIL_TAKEN',
  /** Sign-up's words for a taken phone; the profile and becoming a seller say PHONE_TAKEN. */
  'PHONE_ALREADY_REGISTERED',
  'PHONE_TAKEN',
  /** Sign-up: Fundi is for people 18 or over (docs/product.md §11). */
  'ADULT_REQUIRED',
  /** Sign-up named a terms version that is not the current one (a stale page). */
  'TERMS_VERSION_UNKNOWN',
  ...GOOGLE_SIGN_IN_ERROR_CODES,
  // Forgetting, resetting and changing a password
  /** Forgot password with an unknown e-mail or phone. */
  'RESET_ACCOUNT_NOT_FOUND',
  /** The SMS code of a phone's reset (docs/product.md §10): not 6 digits, wrong, too old, or tried too often. */
  'RESET_CODE_FORMAT',
  'RESET_CODE_INVALID',
  'RESET_CODE_EXPIRED',
  'RESET_CODE_USED_UP',
  'RESET_TOKEN_MISSING',
  'RESET_LINK_INVALID',
  'RESET_LINK_EXPIRED',
  'BOTH_PASSWORDS_REQUIRED',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_NEEDS_UPPERCASE',
  'PASSWORD_NEEDS_NUMBER',
  'PASSWORD_NEEDS_SPECIAL',
  'CURRENT_PASSWORD_REQUIRED',
  'CURRENT_PASSWORD_TOO_LONG',
  'NEW_PASSWORD_REQUIRED',
  'NEW_PASSWORD_TOO_LONG',
  'NEW_PASSWORD_TOO_SHORT',
  'NEW_PASSWORD_NEEDS_UPPERCASE',
  'NEW_PASSWORD_NEEDS_LOWERCASE',
  'NEW_PASSWORD_NEEDS_NUMBER',
  /** The current password is missing or wrong (changing the password, the e-mail or the phone). */
  'INVALID_CURRENT_PASSWORD',
  /** The new password broke a rule; the body's error is the rule's text. */
  'INVALID_PASSWORD',
  // The profile and e-mail changes
  'NAME_AND_EMAIL_REQUIRED',
  'INVALID_EMAIL',
  'INVALID_PHONE',
  'LOCATION_TOO_LONG',
  'BIO_TOO_LONG',
  'TOO_MANY_OFFERED_SERVICES',
  'OFFERED_SERVICE_TOO_LONG',
  /** The e-mail and the phone sign in; a stolen session must not be able to move them. */
  'CURRENT_PASSWORD_NEEDED',
  /** The account's language (docs/decisions/0047-two-languages.md) is neither of Fundi's. */
  'INVALID_LANGUAGE',
  /** An account without a password changes its e-mail only soon after signing in. */
  'SIGN_IN_AGAIN',
  'EMAIL_LINK_INVALID',
  'EMAIL_LINK_USED',
  /** The address was changed again after the link was sent. */
  'EMAIL_LINK_REPLACED',
  'EMAIL_CONFIRM_LINK_EXPIRED',
  'EMAIL_UNDO_LINK_EXPIRED',
  // Closing an account
  'DELETION_NOT_CONFIRMED',
  'DELETION_REASON_REQUIRED',
  'OTHER_REASON_REQUIRED',
  'OTHER_REASON_TOO_LONG',
  /** The answer names the orders to settle first. */
  'ACTIVE_ORDERS_BLOCK_CLOSING',
] as const;

export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[number];
