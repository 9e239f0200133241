import { z } from 'zod';
import { anyCaseEnum, requiredText } from './validation';

// The rules of trust (docs/decisions/0049-trust-and-administrators.md): what a seller sends to
// be verified, what a buyer sends to report a problem with a job, what either side adds to a
// dispute, and what an administrator sends to decide. Both the web forms and the server read
// these schemas; the photos are file parts of the multipart bodies, checked beside them.

export const TRUST_LIMITS = {
  documentNumber: 20,
  disputeDescription: 2000,
  disputeStatement: 2000,
  adminReason: 500,
  /** Evidence photos on a report, and on each statement. */
  disputePhotos: 3,
} as const;

/**
 * How long a verification's document photo and selfie are kept after the decision: long enough
 * to answer a question about it, then erased (the server's housekeeping; the form says so).
 */
export const VERIFICATION_PHOTOS_KEPT_DAYS = 90;

export const documentTypes = ['national_id', 'passport', 'alien_id'] as const;
export type DocumentType = (typeof documentTypes)[number];

/**
 * The shape of each document's number, after spaces and dashes are taken out and letters put
 * in capitals: a Kenyan national ID has 6 to 9 digits (older cards fewer); a passport one or
 * two letters then 6 to 8 digits (Kenya's: `AK0123456`); an alien ID (foreign nationals' card)
 * 6 to 10 digits. A shape only: an administrator compares the number with the photo.
 */
const documentNumberShapes: Record<DocumentType, RegExp> = {
  national_id: /^\d{6,9}$/,
  passport: /^[A-Z]{1,2}\d{6,8}$/,
  alien_id: /^\d{6,10}$/,
};

function normalizeDocumentNumber(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

function isDocumentNumber(type: DocumentType, value: string): boolean {
  return documentNumberShapes[type].test(normalizeDocumentNumber(value));
}

/** POST /api/me/verification's text fields; `documentPhoto` and `selfie` are its two file parts. */
export const verificationRequest = z
  .object({
    documentType: anyCaseEnum(documentTypes, 'VERIFICATION_DOCUMENT_TYPE_REQUIRED'),
    documentNumber: requiredText('VERIFICATION_NUMBER_REQUIRED', 'VERIFICATION_NUMBER_INVALID', TRUST_LIMITS.documentNumber),
  })
  .superRefine((request, context) => {
    if (!isDocumentNumber(request.documentType, request.documentNumber)) {
      context.addIssue({ code: 'custom', path: ['documentNumber'], message: 'VERIFICATION_NUMBER_INVALID' });
    }
  })
  .transform((request) => ({ ...request, documentNumber: normalizeDocumentNumber(request.documentNumber) }));
export type VerificationRequest = z.infer<typeof verificationRequest>;

export const verificationStatuses = ['NONE', 'PENDING', 'APPROVED', 'REJECTED'] as const;

export const disputeReasons = ['no_show', 'poor_work', 'damage', 'overcharged', 'other'] as const;
export type DisputeReason = (typeof disputeReasons)[number];

/** POST /api/orders/{id}/dispute's text fields; up to 3 `photos` file parts. */
export const openDisputeRequest = z.object({
  reason: anyCaseEnum(disputeReasons, 'DISPUTE_REASON_REQUIRED'),
  description: requiredText('DISPUTE_DESCRIPTION_REQUIRED', 'DISPUTE_DESCRIPTION_TOO_LONG', TRUST_LIMITS.disputeDescription),
});
export type OpenDisputeRequest = z.infer<typeof openDisputeRequest>;

/** POST /api/orders/{id}/dispute/statements's text; up to 3 `photos` file parts. */
export const disputeStatementRequest = z.object({
  text: requiredText('DISPUTE_STATEMENT_REQUIRED', 'DISPUTE_STATEMENT_TOO_LONG', TRUST_LIMITS.disputeStatement),
});
export type DisputeStatementRequest = z.infer<typeof disputeStatementRequest>;

/** Why an administrator acted: every action is recorded with it. */
const adminReasonField = requiredText('ADMIN_REASON_REQUIRED', 'ADMIN_REASON_TOO_LONG', TRUST_LIMITS.adminReason);

/** PUT /api/admin/verifications/{id}/approve: a note for the record; without one, 'Documents checked'. */
export const approveVerificationRequest = z.object({ reason: adminReasonField.optional() });

/** PUT /api/admin/verifications/{id}/reject: the reason is shown to the seller. */
export const rejectVerificationRequest = z.object({ reason: adminReasonField });

/** Suspending or restoring an account, retrying a payment, resolving a flag. */
export const adminActionRequest = z.object({ reason: adminReasonField });
export type AdminActionRequest = z.infer<typeof adminActionRequest>;

export const disputeOutcomes = ['SELLER', 'BUYER', 'SPLIT'] as const;
export type DisputeOutcome = (typeof disputeOutcomes)[number];

/**
 * PUT /api/admin/disputes/{id}/decide. `buyerAmount` (whole shillings) is what goes back to the
 * buyer in a split; the seller is paid the rest. It must leave each side something: all to one
 * side is SELLER or BUYER. The server checks it against the payment's amount too.
 */
export const decideDisputeRequest = z
  .object({
    outcome: anyCaseEnum(disputeOutcomes, 'DISPUTE_OUTCOME_REQUIRED'),
    buyerAmount: z.coerce.number({ error: 'DISPUTE_SPLIT_AMOUNT_INVALID' }).optional(),
    reason: adminReasonField,
  })
  .superRefine((request, context) => {
    const amount = request.buyerAmount;
    if (request.outcome === 'SPLIT' && (amount === undefined || !Number.isInteger(amount) || amount < 1)) {
      context.addIssue({ code: 'custom', path: ['buyerAmount'], message: 'DISPUTE_SPLIT_AMOUNT_INVALID' });
    }
  });
export type DecideDisputeRequest = z.infer<typeof decideDisputeRequest>;

/** Whether a split of a payment of `amount` shillings gives the buyer `buyerAmount` and the seller the rest, both something. */
export function isSplitAmount(amount: number, buyerAmount: number): boolean {
  return Number.isInteger(buyerAmount) && buyerAmount >= 1 && buyerAmount <= amount - 1;
}
