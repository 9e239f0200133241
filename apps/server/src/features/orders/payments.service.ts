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
  succeededTransferKinds,
  updateCollection,
  updatePayment,
  type LockedPayment,
} from './payments.repository';
import { failureReason } from './payment-failures';

// The held payment's story (docs/product.md §4): money comes in (an STK push the buyer approves,
// or the simulated provider), is held, and goes out once: to the seller when the buyer confirms
// or the release time passes, back to the buyer on a rejection or cancellation; a dispute
// freezes it until an administrator sends it to one side or splits it. Each step here
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

/** The platform's fee on `cents` paid to a seller: whole shillings, rounded down. */
function platformFeeCents(cents: number, platformFeePercent: number): number {
  return Math.floor(((cents / 100) * platformFeePercent) / 100) * 100;
}

/** Pays the seller now (HELD, or DISPUTED decided for them) -> RELEASING, less the platform's fee. */
export async function startRelease(trx: Database, payment: LockedPayment, { platformFeePercent, cause }: { platformFeePercent: number; cause: string }) {
  const now = new Date();
  await movePayment(trx, payment, 'RELEASING', cause, { fee_cents: platformFeeCents(payment.amountCents, platformFeePercent), release_at: now, next_attempt_at: now });
}

/** The whole amount goes back to the buyer (HELD, or DISPUTED decided for them) -> REFUNDING. */
export async function startRefund(trx: Database, payment: LockedPayment, cause: string): Promise<void> {
  await movePayment(trx, payment, 'REFUNDING', cause, { next_attempt_at: new Date() });
}

/** A problem was reported: HELD -> DISPUTED, and the release time no longer applies. */
export async function freezeForDispute(trx: Database, payment: LockedPayment): Promise<void> {
  await movePayment(trx, payment, 'DISPUTED', 'dispute-opened', { release_at: null });
}

/**
 * A dispute split: DISPUTED -> SPLITTING. The buyer's share goes back by B2C and the seller is
 * paid the rest less the fee on it (never 0: the fee is at most 50%, PLATFORM_FEE_PERCENT),
 * one after the other (transferDue), each retried like any payout; SPLIT once both went.
 */
export async function startSplit(trx: Database, payment: LockedPayment, { buyerShareCents, platformFeePercent }: { buyerShareCents: number; platformFeePercent: number }) {
  const feeCents = platformFeeCents(payment.amountCents - buyerShareCents, platformFeePercent);
  await movePayment(trx, payment, 'SPLITTING', 'dispute-split', { buyer_share_cents: buyerShareCents, fee_cents: feeCents, failed_attempts: 0, next_attempt_at: new Date() });
}

type DueTransfer = { kind: 'PAYOUT' | 'REFUND'; amountCents: number };

/**
 * What the payment has to send next: its payout or refund; for a split, the buyer's share first
 * and then the seller's, so a split has at most one transfer under way, like any payment.
 */
export async function transferDue(trx: Database, payment: LockedPayment): Promise<DueTransfer | undefined> {
  switch (payment.status) {
    case 'RELEASING':
      return { kind: 'PAYOUT', amountCents: payment.amountCents - payment.feeCents };
    case 'REFUNDING':
      return { kind: 'REFUND', amountCents: payment.amountCents };
    case 'SPLITTING': {
      const buyerShareCents = payment.buyerShareCents ?? 0;
      const sent = await succeededTransferKinds(trx, payment.id);
      if (!sent.has('REFUND')) return { kind: 'REFUND', amountCents: buyerShareCents };
      if (!sent.has('PAYOUT')) return { kind: 'PAYOUT', amountCents: payment.amountCents - buyerShareCents - payment.feeCents };
      return undefined;
    }
    default:
      return undefined;
  }
}

/**
 * The order will not happen (rejected, cancelled): held money goes back in full; an unpaid
 * payment simply stops waiting. Returns whether a refund must be sent.
 */
export async function stopOrRefund(trx: Database, payment: LockedPayment, cause: string): Promise<boolean> {
  if (payment.status === 'HELD') {
    await startRefund(trx, payment, cause);
    return true;
  }
  if (payment.status === 'AWAITING_PAYMENT') await movePayment(trx, payment, 'FAILED', cause, { failure_reason: failureReason('PAYMENT_BOOKING_CANCELLED') });
  return false;
}

/**
 * A payout or refund went through: the money has reached its owner. A split ends once both its
 * shares have; until then its other share is due at once, with attempts counted afresh.
 * Returns whether a transfer is due now.
 */
export async function settle(trx: Database, payment: LockedPayment, cause: string): Promise<{ isNextShareDue: boolean }> {
  if (payment.status === 'RELEASING') await movePayment(trx, payment, 'RELEASED', cause, { settled_at: new Date() });
  else if (payment.status === 'REFUNDING') await movePayment(trx, payment, 'REFUNDED', cause, { settled_at: new Date() });
  else if (payment.status === 'SPLITTING') {
    if (await transferDue(trx, payment)) {
      await updatePayment(trx, payment.id, { failed_attempts: 0, next_attempt_at: new Date() });
      return { isNextShareDue: true };
    }
    await movePayment(trx, payment, 'SPLIT', cause, { settled_at: new Date() });
  }
  return { isNextShareDue: false };
}

/** A payout or refund failed: tried again later, and after the third failure left to an administrator. */
export async function recordTransferFailure(trx: Database, payment: LockedPayment, kind: 'PAYOUT' | 'REFUND', reason: string): Promise<void> {
  const failures = payment.failedAttempts + 1;
  if (failures >= MAX_TRANSFER_FAILURES) {
    const what = `${payment.status === 'SPLITTING' ? 'Split ' : ''}${kind === 'PAYOUT' ? 'payout' : 'refund'}`;
    await updatePayment(trx, payment.id, { failed_attempts: failures, next_attempt_at: null, needs_admin_since: new Date() });
    await flagForAdmin(trx, { paymentId: payment.id, reason: `${what[0]!.toUpperCase()}${what.slice(1)} failed ${failures} times: ${reason}`.slice(0, 500) });
    return;
  }
  await updatePayment(trx, payment.id, { failed_attempts: failures, next_attempt_at: new Date(Date.now() + TRANSFER_BACKOFF_MS[failures - 1]!) });
}
