/**
 * Codes of trust (docs/decisions/0049-trust-and-administrators.md): administrators' actions,
 * sellers' identity checks, disputes about a job and suspended accounts.
 */
export const TRUST_ERROR_CODES = [
  // Every administrator action says why.
  'ADMIN_REASON_REQUIRED',
  'ADMIN_REASON_TOO_LONG',
  // A seller asks to be verified.
  'VERIFICATION_SELLERS_ONLY',
  'VERIFICATION_DOCUMENT_TYPE_REQUIRED',
  'VERIFICATION_NUMBER_REQUIRED',
  'VERIFICATION_NUMBER_INVALID',
  'VERIFICATION_DOCUMENT_PHOTO_REQUIRED',
  'VERIFICATION_SELFIE_REQUIRED',
  'VERIFICATION_ALREADY_PENDING',
  'VERIFICATION_ALREADY_APPROVED',
  'VERIFICATION_NOT_FOUND',
  'VERIFICATION_ALREADY_DECIDED',
  // A buyer reports a problem with a job; both sides add statements; an administrator decides.
  'DISPUTE_REASON_REQUIRED',
  'DISPUTE_DESCRIPTION_REQUIRED',
  'DISPUTE_DESCRIPTION_TOO_LONG',
  'DISPUTE_TOO_MANY_PHOTOS',
  'DISPUTE_BUYER_ONLY',
  'DISPUTE_NOT_COMPLETED',
  'DISPUTE_NOT_HELD',
  'DISPUTE_ALREADY_OPEN',
  'DISPUTE_NOT_FOUND',
  'DISPUTE_CLOSED',
  'DISPUTE_STATEMENT_REQUIRED',
  'DISPUTE_STATEMENT_TOO_LONG',
  'DISPUTE_OUTCOME_REQUIRED',
  'DISPUTE_SPLIT_AMOUNT_INVALID',
  'DISPUTE_ALREADY_DECIDED',
  // Accounts an administrator suspends and restores.
  'ACCOUNT_SUSPENDED',
  'ADMIN_USER_NOT_FOUND',
  'ADMIN_CANNOT_SUSPEND_SELF',
  'USER_ALREADY_SUSPENDED',
  'USER_NOT_SUSPENDED',
  // Payments and flags waiting for an administrator.
  'PAYMENT_NOT_WAITING_FOR_ADMIN',
  'FLAG_NOT_FOUND',
  'FLAG_ALREADY_RESOLVED',
] as const;

export type TrustErrorCode = (typeof TRUST_ERROR_CODES)[number];
