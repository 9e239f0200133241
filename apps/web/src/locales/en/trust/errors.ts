import type { TrustScreensErrorCode } from '../errors/trust';

/**
 * The words of the codes only trust's screens meet (identity checks, disputes, the console), in
 * the lazily loaded `trust` namespace: the start-up bundle never carries them. lib/error-text.ts
 * looks a code up here after the main catalogue.
 */
export const errors: Record<TrustScreensErrorCode, string> = {
  ADMIN_REASON_REQUIRED: 'Say why: every administrator action is recorded with its reason',
  ADMIN_REASON_TOO_LONG: 'The reason must be at most 500 characters',
  VERIFICATION_SELLERS_ONLY: 'Only sellers can ask to be verified',
  VERIFICATION_DOCUMENT_TYPE_REQUIRED: 'Choose the document: national ID, passport or alien ID',
  VERIFICATION_NUMBER_REQUIRED: 'Enter the document number',
  VERIFICATION_NUMBER_INVALID: 'This does not look like a number of that document',
  VERIFICATION_DOCUMENT_PHOTO_REQUIRED: 'Add a photo of the document',
  VERIFICATION_SELFIE_REQUIRED: 'Add a photo of yourself (a selfie)',
  VERIFICATION_ALREADY_PENDING: 'Your documents are already waiting to be checked',
  VERIFICATION_ALREADY_APPROVED: 'You are already verified',
  VERIFICATION_NOT_FOUND: 'This verification request no longer exists',
  VERIFICATION_ALREADY_DECIDED: 'This verification request has already been decided',
  DISPUTE_REASON_REQUIRED: 'Choose what went wrong',
  DISPUTE_DESCRIPTION_REQUIRED: 'Describe the problem',
  DISPUTE_DESCRIPTION_TOO_LONG: 'The description must be at most 2000 characters',
  DISPUTE_TOO_MANY_PHOTOS: 'Add at most 3 photos',
  DISPUTE_BUYER_ONLY: 'Only the buyer can report a problem with this job',
  DISPUTE_NOT_COMPLETED: 'A problem can be reported once the job is marked completed',
  DISPUTE_NOT_HELD: 'The payment for this job has already been paid out or refunded',
  DISPUTE_ALREADY_OPEN: 'A problem has already been reported for this job',
  DISPUTE_NOT_FOUND: 'This dispute could not be found',
  DISPUTE_CLOSED: 'This dispute has been decided',
  DISPUTE_STATEMENT_REQUIRED: 'Write your statement',
  DISPUTE_STATEMENT_TOO_LONG: 'A statement must be at most 2000 characters',
  DISPUTE_OUTCOME_REQUIRED: 'Choose the outcome: pay the seller, refund the buyer, or split',
  DISPUTE_SPLIT_AMOUNT_INVALID: 'A split gives the buyer a whole number of shillings, more than 0 and less than the payment',
  DISPUTE_ALREADY_DECIDED: 'This dispute has already been decided',
  ADMIN_USER_NOT_FOUND: 'This account could not be found',
  ADMIN_CANNOT_SUSPEND_SELF: 'You cannot suspend your own account',
  USER_ALREADY_SUSPENDED: 'This account is already suspended',
  USER_NOT_SUSPENDED: 'This account is not suspended',
  PAYMENT_NOT_WAITING_FOR_ADMIN: 'This payment is not waiting for an administrator',
  FLAG_NOT_FOUND: 'This flag could not be found',
  FLAG_ALREADY_RESOLVED: 'This flag has already been resolved',
};
