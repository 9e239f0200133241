/** Codes of signing up and in, passwords, Google sign-in, e-mail changes, settings and closing an account. */
export const ACCOUNT_ERROR_CODES = [
  'INVALID_CURRENT_PASSWORD',
  'INVALID_PASSWORD',
  'SIGN_IN_AGAIN',
] as const;

export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[number];
