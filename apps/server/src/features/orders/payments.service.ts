import { randomUUID } from 'node:crypto';
import type { PaymentFailureCode, PaymentStatus } from '@fundi/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db';
import type { PaymentProvider } from '../../lib/payments/providers';
import type { Realtime } from '../../plugins/realtime';
import { showOrderToSeller, type LockedOrder } from './orders.repository';
import {
  flagForAdmin,
  insertTransfer,
  latestCollection,
  movePayment,
  updateCollection,
  updatePayment,
  type LockedPayment,
} from './payments.repository';
import { failureReason } from './payment-failures';

// The held payment's story (docs/product.md §4): money comes in (an STK push the buyer approves,
// or the simulated provider), is held, and goes out once: to the seller when the buyer confirms
// or the release time passes, back to the buyer on a rejection or cancellation. Each step here
// runs on a locked order (lockOrder) inside the caller's transaction; the calls to the provider
// are money-movements.ts's, made between transactions, never inside one.

export type PaymentDeps = {
  db: Database;
  provider: PaymentProvider;
  realtime: Realtime;
  log: FastifyBaseLogger;
  settings: { releaseAfterHours: number; platformFeePercent: number; queryAfterSeconds: number };
};

const HOUR_MS = 60 * 60 * 1000;
/** How long an unanswered STK push is asked about before the payment is left to time out. */
const QUERY_FOR_MS = 10 * 60 * 1000;
/** Waits before the second and third attempt of a payout or refund; after the third, an administrator. */
const TRANSFER_BACKOFF_MS = [60_000, 10 * 60_000];
const MAX_TRANSFER_FAILURES = 3;

/** Tells the buyer, and the seller once they see the order, that it or its money moved. */
export function announce(realtime: Realtime, order: LockedOrder & { paymentStatus?: PaymentStatus }) {
  const people = order.sellerSees ? [order.buyerId, order.sellerId] : [order.buyerId];
  realtime.publish(people, { type: 'order', order: { id: order.id, status: order.status, paymentStatus: order.paymentStatus } });
}

/**
 * Money arrived for one attempt to collect (`collectionId`). An unpaid payment becomes HELD and
 * the seller sees the order; for an order cancelled meanwhile it goes straight back. A second
 * payment of an order already paid is sent back and flagged. Returns the payment's status.
 */
export async function recordMoneyIn(
  trx: Database,
  order: LockedOrder,
  payment: LockedPayment,
  collection: { id: string; phone: string | null; reference: string | null },
  { receipt, cause }: { receipt: string | null; cause: string },
): Promise<{ sendTransfer: boolean }> {
  await updateCollection(trx, collection.id, { status: 'PAID', receipt, next_query_at: null });
  if (payment.status === 'AWAITING_PAYMENT' || payment.status === 'FAILED') {
    await movePayment(trx, payment, 'HELD', cause, { receipt, phone: collection.phone ?? payment.phone, failure_reason: null, provider_reference: collection.reference ?? '' });
    if (order.status === 'CANCELLED' || order.status === 'REJECTED') {
      await movePayment(trx, payment, 'REFUNDING', 'paid-after-cancel', { next_attempt_at: new Date() });
      return { sendTransfer: true };
    }
    await showOrderToSeller(trx, order.id);
    order.sellerSees = true;
    return { sendTransfer: false };
  }
  // Paid twice (an earlier prompt approved after a later one): the second payment goes back.
  await flagForAdmin(trx, { paymentId: payment.id, reason: `A second payment (${receipt ?? collection.reference}) of an order already paid: sent back` });
  await insertTransfer(trx, {
    paymentId: payment.id,
    collectionId: collection.id,
    kind: 'RETURN',
    method: receipt ? 'REVERSAL' : 'B2C',
    originatorConversationId: randomUUID(),
    amountCents: payment.amountCents,
    phone: collection.phone,
  });
  return { sendTransfer: true };
}

/** An attempt to collect failed: the payment fails with the buyer's reason, if it was the latest. */
export async function recordCollectionFailed(
  trx: Database,
  payment: LockedPayment,
  collection: { id: string },
  failure: { resultCode: number | null; resultDesc: string; reason: PaymentFailureCode; cause: string },
): Promise<void> {
  await updateCollection(trx, collection.id, { status: 'FAILED', result_code: failure.resultCode, result_desc: failure.resultDesc.slice(0, 500), next_query_at: null });
  const latest = await latestCollection(trx, payment.id);
  if (payment.status === 'AWAITING_PAYMENT' && latest?.id === collection.id) {
    await movePayment(trx, payment, 'FAILED', failure.cause, { failure_reason: failureReason(failure.reason) });
  }
}

/** After a push was accepted: when to ask about it if it does not call back. */
export function querySchedule(queryAfterSeconds: number, now = new Date()) {
  return { next_query_at: new Date(now.getTime() + queryAfterSeconds * 1000), query_until: new Date(now.getTime() + QUERY_FOR_MS) };
}

/** The job is done: the payout waits RELEASE_AFTER_HOURS for the buyer to confirm or object. */
export async function scheduleRelease(trx: Database, payment: LockedPayment, releaseAfterHours: number): Promise<void> {
  if (payment.status !== 'HELD') return;
  await updatePayment(trx, payment.id, { release_at: new Date(Date.now() + releaseAfterHours * HOUR_MS) });
}

/** Pays the seller now: HELD -> RELEASING, less the platform's fee (whole shillings, rounded down). */
export async function startRelease(trx: Database, payment: LockedPayment, { platformFeePercent, cause }: { platformFeePercent: number; cause: string }) {
  const feeShillings = Math.floor(((payment.amountCents / 100) * platformFeePercent) / 100);
  const now = new Date();
  await movePayment(trx, payment, 'RELEASING', cause, { fee_cents: feeShillings * 100, release_at: now, next_attempt_at: now });
}

/**
 * The order will not happen (rejected, cancelled): held money goes back in full; an unpaid
 * payment simply stops waiting. Returns whether a refund must be sent.
 */
export async function stopOrRefund(trx: Database, payment: LockedPayment, cause: string): Promise<boolean> {
  if (payment.status === 'HELD') {
    await movePayment(trx, payment, 'REFUNDING', cause, { next_attempt_at: new Date() });
    return true;
  }
  if (payment.status === 'AWAITING_PAYMENT') await movePayment(trx, payment, 'FAILED', cause, { failure_reason: failureReason('PAYMENT_BOOKING_CANCELLED') });
  return false;
}

/** The payout or refund went through: the money has reached its owner. */
export async function settle(trx: Database, payment: LockedPayment, cause: string): Promise<void> {
  if (payment.status === 'RELEASING') await movePayment(trx, payment, 'RELEASED', cause, { settled_at: new Date() });
  else if (payment.status === 'REFUNDING') await movePayment(trx, payment, 'REFUNDED', cause, { settled_at: new Date() });
}

/** A payout or refund failed: tried again later, and after the third failure left to an administrator. */
export async function recordTransferFailure(trx: Database, payment: LockedPayment, reason: string): Promise<void> {
  const failures = payment.failedAttempts + 1;
  if (failures >= MAX_TRANSFER_FAILURES) {
    await updatePayment(trx, payment.id, { failed_attempts: failures, next_attempt_at: null, needs_admin_since: new Date() });
    await flagForAdmin(trx, { paymentId: payment.id, reason: `${payment.status === 'RELEASING' ? 'Payout' : 'Refund'} failed ${failures} times: ${reason}`.slice(0, 500) });
    return;
  }
  await updatePayment(trx, payment.id, { failed_attempts: failures, next_attempt_at: new Date(Date.now() + TRANSFER_BACKOFF_MS[failures - 1]!) });
}
