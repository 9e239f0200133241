import { z } from 'zod';
import { idParam } from './common';
import { documentTypes, disputeOutcomes, disputeReasons, verificationStatuses } from '../trust';
import { paymentStatuses } from '../payments';
import { orderStatusSchema } from '../booking';

// Answers of trust's calls (docs/product.md §7, "Trust"): a seller's identity check, a dispute
// as its two people see it, and the administrators' console. Amounts are whole shillings.

const documentTypeSchema = z.enum(documentTypes);

/** GET /api/me/verification (and POST's 201): the caller's latest identity check. */
export const myVerificationResponse = z.object({
  status: z.enum(verificationStatuses),
  /** Why it was refused: shown to the seller, who may ask again. Null unless REJECTED. */
  reason: z.string().nullable(),
  documentType: documentTypeSchema.nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type MyVerification = z.infer<typeof myVerificationResponse>;

/** A photo of a dispute: `path` is read with the caller's token (never a public /uploads address). */
const disputePhotoSchema = z.object({ id: z.string(), path: z.string() });

const disputeStatementSchema = z.object({
  id: z.string(),
  author: z.enum(['buyer', 'seller']),
  authorName: z.string(),
  text: z.string(),
  createdAt: z.string(),
  photos: z.array(disputePhotoSchema),
});

const disputeDecisionSchema = z.object({
  outcome: z.enum(disputeOutcomes),
  /** Back to the buyer. */
  buyerAmount: z.number(),
  /** To the seller, before the platform's fee. */
  sellerAmount: z.number(),
  reason: z.string(),
  decidedAt: z.string(),
});

/** A dispute as the buyer and the seller of its order see it. */
const disputeSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  status: z.enum(['OPEN', 'DECIDED']),
  reason: z.enum(disputeReasons),
  description: z.string(),
  createdAt: z.string(),
  /** What the buyer paid, the whole of what is being decided. */
  amount: z.number(),
  photos: z.array(disputePhotoSchema),
  /** Each side's statements, oldest first. */
  statements: z.array(disputeStatementSchema),
  decision: disputeDecisionSchema.nullable(),
});
export type Dispute = z.infer<typeof disputeSchema>;
export const disputeResponse = z.object({ dispute: disputeSchema });

export const disputePhotoParams = z.object({ id: idParam('DISPUTE_NOT_FOUND'), photoId: idParam('PHOTO_NOT_FOUND') });

// ---- The administrators' console ----

const pageQuery = {
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
};

const person = z.object({ id: z.string(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable() });
const adminRef = z.object({ id: z.string(), name: z.string() }).nullable();

export const adminOverviewResponse = z.object({
  pendingVerifications: z.number().int(),
  openDisputes: z.number().int(),
  paymentsWaiting: z.number().int(),
  openFlags: z.number().int(),
});

export const adminVerificationsQuery = z.object({ status: z.enum(['PENDING', 'APPROVED', 'REJECTED']).default('PENDING'), ...pageQuery });

const adminVerificationSchema = z.object({
  id: z.string(),
  status: z.enum(['PENDING', 'APPROVED', 'REJECTED']),
  documentType: documentTypeSchema,
  documentNumber: z.string(),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: adminRef,
  reason: z.string().nullable(),
  seller: person.extend({ location: z.string().nullable(), profilePhoto: z.string().nullable() }),
  /** Read with an administrator's token; null once erased (90 days after the decision). */
  documentPhoto: z.string().nullable(),
  selfie: z.string().nullable(),
});
export type AdminVerification = z.infer<typeof adminVerificationSchema>;
export const adminVerificationsResponse = z.object({ verifications: z.array(adminVerificationSchema), nextCursor: z.string().nullable() });
export const adminVerificationResponse = z.object({ verification: adminVerificationSchema });
export const verificationIdParams = z.object({ id: idParam('VERIFICATION_NOT_FOUND') });

export const adminDisputesQuery = z.object({ status: z.enum(['OPEN', 'DECIDED']).default('OPEN'), ...pageQuery });

const adminDisputeSchema = disputeSchema.extend({
  order: z.object({ id: z.string(), serviceTitle: z.string(), bookingDate: z.string(), status: orderStatusSchema }),
  buyer: person,
  seller: person,
  payment: z.object({ status: z.enum(paymentStatuses), amount: z.number(), fee: z.number(), receipt: z.string().nullable() }),
  decidedBy: adminRef,
});
export type AdminDispute = z.infer<typeof adminDisputeSchema>;
export const adminDisputesResponse = z.object({ disputes: z.array(adminDisputeSchema), nextCursor: z.string().nullable() });
export const adminDisputeResponse = z.object({ dispute: adminDisputeSchema });
export const disputeIdParams = z.object({ id: idParam('DISPUTE_NOT_FOUND') });

const flagSchema = z.object({
  id: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  orderId: z.string().nullable(),
  /** The M-Pesa callback it is about, as it arrived, when there is one. */
  callback: z.object({ id: z.string(), kind: z.string(), body: z.unknown(), receivedAt: z.string() }).nullable(),
  resolvedAt: z.string().nullable(),
  resolution: z.string().nullable(),
});
export type PaymentFlag = z.infer<typeof flagSchema>;

/** A payment whose payout or refund waits for an administrator (3 failures, or a fate unknown). */
const waitingPaymentSchema = z.object({
  orderId: z.string(),
  serviceTitle: z.string(),
  status: z.enum(paymentStatuses),
  amount: z.number(),
  fee: z.number(),
  buyer: person,
  seller: person,
  waitingSince: z.string(),
  failedAttempts: z.number().int(),
  lastAttempt: z.object({ kind: z.string(), status: z.string(), result: z.string().nullable(), at: z.string() }).nullable(),
});
export type WaitingPayment = z.infer<typeof waitingPaymentSchema>;

export const adminPaymentsResponse = z.object({ payments: z.array(waitingPaymentSchema), flags: z.array(flagSchema) });
export const adminPaymentParams = z.object({ orderId: idParam('ORDER_NOT_FOUND') });
export const adminPaymentResponse = z.object({ payment: waitingPaymentSchema.nullable(), message: z.string() });
export const flagIdParams = z.object({ id: z.coerce.number({ error: 'FLAG_NOT_FOUND' }).int({ error: 'FLAG_NOT_FOUND' }).positive({ error: 'FLAG_NOT_FOUND' }) });
export const flagResponse = z.object({ flag: flagSchema });

export const adminContactMessagesQuery = z.object(pageQuery);
export const adminContactMessagesResponse = z.object({
  messages: z.array(z.object({ id: z.string(), name: z.string(), email: z.string(), message: z.string(), language: z.string(), createdAt: z.string() })),
  nextCursor: z.string().nullable(),
});

export const adminUsersQuery = z.object({ q: z.string().trim().max(100, { error: 'SEARCH_TOO_LONG' }).optional(), ...pageQuery });
const adminUserSchema = person.extend({
  role: z.enum(['buyer', 'seller', 'both']),
  isAdmin: z.boolean(),
  verified: z.boolean(),
  suspendedAt: z.string().nullable(),
  deleted: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersResponse = z.object({ users: z.array(adminUserSchema), nextCursor: z.string().nullable() });
export const adminUserResponse = z.object({ user: adminUserSchema });
export const userIdParams = z.object({ id: idParam('ADMIN_USER_NOT_FOUND') });

export const adminActionsQuery = z.object(pageQuery);
export const adminActionsResponse = z.object({
  actions: z.array(
    z.object({
      id: z.string(),
      admin: adminRef,
      action: z.string(),
      subjectType: z.string(),
      subjectId: z.string(),
      reason: z.string(),
      details: z.record(z.string(), z.unknown()),
      createdAt: z.string(),
    }),
  ),
  nextCursor: z.string().nullable(),
});
