import { mpesaFailureCode, type PaymentStatus } from '@fundi/shared';
import type { Database } from '../../db';
import { readResultCallback, readStkCallback, type ResultCallback } from '../../lib/payments/daraja/daraja-schemas';
import { lockOrder, type LockedOrder } from './orders.repository';
import {
  flagForAdmin,
  lockCollection,
  lockPaymentOfOrder,
  lockTransfer,
  orderOfCollection,
  orderOfTransfer,
  updateCollection,
  updatePayment,
  updateTransfer,
  type LockedPayment,
} from './payments.repository';
import { recordCollectionFailed, recordMoneyIn, recordTransferFailure, settle, type PaymentDeps } from './payments.service';

// Daraja's callbacks (docs/product.md §4). Daraja signs nothing: the secret in the URL lets the
// callback in (mpesa-callbacks.routes.ts), and here each body is stored as it came, then
// matched to what it names and applied once, under the order's lock. What cannot be applied
// (names nothing we know, a wrong amount) changes no payment and is flagged for an
// administrator. What follows a commit (live events, sending money) is money-movements.ts's.

export type CallbackKind = 'stk' | 'b2c-result' | 'b2c-timeout' | 'reversal-result' | 'reversal-timeout';

/** What applying a callback did, and what must follow its commit: tell the people, send money. */
export type Outcome = { outcome: string; announce?: LockedOrder & { paymentStatus?: PaymentStatus }; sendTransferOf?: string };

/** Whether what the callback names (a push, a payout or refund attempt) is written down yet. */
export async function isKnownReference(db: Database, kind: CallbackKind, body: unknown): Promise<boolean> {
  if (kind === 'stk') {
    const callback = readStkCallback(body);
    return callback !== undefined && (await orderOfCollection(db, callback.checkoutRequestId)) !== undefined;
  }
  const result = readResultCallback(body);
  return result !== undefined && (await orderOfTransfer(db, { originatorConversationId: result.originatorConversationId, conversationId: result.conversationId })) !== undefined;
}

export function referenceOf(kind: CallbackKind, body: unknown): string | null {
  if (kind === 'stk') return readStkCallback(body)?.checkoutRequestId ?? null;
  const result = readResultCallback(body);
  // B2C results name our OriginatorConversationID; reversal results only Daraja's ConversationID.
  return (kind.startsWith('b2c') ? result?.originatorConversationId : result?.conversationId) ?? null;
}

export async function applyStkCallback(deps: PaymentDeps, callbackId: number, body: unknown): Promise<Outcome> {
  const callback = readStkCallback(body);
  if (!callback) return unreadable(deps.db, callbackId);
  const orderId = await orderOfCollection(deps.db, callback.checkoutRequestId);
  if (!orderId) return { outcome: 'unmatched' };
  return deps.db.transaction().execute(async (trx): Promise<Outcome> => {
    const order = (await lockOrder(trx, orderId))!;
    const payment = (await lockPaymentOfOrder(trx, orderId))!;
    const collection = (await lockCollection(trx, callback.checkoutRequestId))!;
    if (collection.status === 'PAID') {
      // A query found the success first (it carries no receipt): the callback adds it, nothing else.
      if (callback.resultCode === 0 && callback.receipt && !collection.receipt) {
        await updateCollection(trx, collection.id, { receipt: callback.receipt });
        if (!payment.receipt && collection.reference !== null) await updatePayment(trx, payment.id, { receipt: callback.receipt });
        return { outcome: 'receipt added', announce: { ...order, paymentStatus: payment.status } };
      }
      return { outcome: 'duplicate' };
    }
    if (callback.resultCode !== 0 && collection.status === 'FAILED') return { outcome: 'duplicate' };
    if (callback.resultCode === 0 && (callback.amount === undefined || callback.amount * 100 !== collection.amount_cents)) {
      await flagForAdmin(trx, { paymentId: payment.id, callbackId, reason: `M-Pesa reported ${callback.amount ?? 'no amount'} for a push of ${collection.amount_cents / 100}` });
      return { outcome: 'wrong amount' };
    }
    return applyPushResult(trx, { order, payment, collection }, { ...callback, receipt: callback.receipt ?? null, cause: 'mpesa-callback' });
  });
}

/** Applies what an STK query found for a push that did not call back. */
export async function applyQueryResult(deps: PaymentDeps, reference: string, found: { resultCode: number; resultDesc: string }): Promise<Outcome> {
  const orderId = await orderOfCollection(deps.db, reference);
  if (!orderId) return { outcome: 'unmatched' };
  return deps.db.transaction().execute(async (trx): Promise<Outcome> => {
    const order = (await lockOrder(trx, orderId))!;
    const payment = (await lockPaymentOfOrder(trx, orderId))!;
    const collection = (await lockCollection(trx, reference))!;
    // A callback got there first; a query never undoes what it recorded.
    if (collection.status !== 'SENT') return { outcome: 'already known' };
    // The query carries no receipt: a later callback may add it.
    return applyPushResult(trx, { order, payment, collection }, { ...found, receipt: null, cause: 'mpesa-query' });
  });
}

type LockedPush = { order: LockedOrder; payment: LockedPayment; collection: NonNullable<Awaited<ReturnType<typeof lockCollection>>> };

/** What a push came to, from its callback or a status query: the money held, or the payment failed in the buyer's words. */
async function applyPushResult(
  trx: Database,
  { order, payment, collection }: LockedPush,
  found: { resultCode: number; resultDesc: string; receipt: string | null; cause: string },
): Promise<Outcome> {
  if (found.resultCode !== 0) {
    const reason = mpesaFailureCode(found.resultCode);
    await recordCollectionFailed(trx, payment, collection, { resultCode: found.resultCode, resultDesc: found.resultDesc, reason, cause: found.cause });
    return { outcome: 'failed', announce: { ...order, paymentStatus: payment.status } };
  }
  const { sendTransfer } = await recordMoneyIn(trx, order, payment, collection, { receipt: found.receipt, cause: found.cause });
  return { outcome: 'paid', announce: { ...order, paymentStatus: payment.status }, sendTransferOf: sendTransfer ? order.id : undefined };
}

export async function applyTransferResult(deps: PaymentDeps, callbackId: number, kind: CallbackKind, body: unknown): Promise<Outcome> {
  const result = readResultCallback(body);
  if (!result) return unreadable(deps.db, callbackId);
  const ids = { originatorConversationId: result.originatorConversationId, conversationId: result.conversationId };
  const orderId = await orderOfTransfer(deps.db, ids);
  if (!orderId) return { outcome: 'unmatched' };
  return deps.db.transaction().execute(async (trx): Promise<Outcome> => {
    const order = (await lockOrder(trx, orderId))!;
    const payment = (await lockPaymentOfOrder(trx, orderId))!;
    const transfer = (await lockTransfer(trx, ids))!;
    if (transfer.status === 'FAILED' && !kind.endsWith('timeout') && result.resultCode === 0) {
      // Money went out on an attempt recorded as failed (an administrator judged it had not gone
      // and sent it again, or M-Pesa contradicted itself): someone may have been paid twice.
      await flagForAdmin(trx, { paymentId: payment.id, callbackId, reason: 'M-Pesa reports a transfer went through that was recorded as failed: check whether it was paid twice' });
      return { outcome: 'late success flagged' };
    }
    if (transfer.status === 'SUCCEEDED' || transfer.status === 'FAILED') return { outcome: 'duplicate' };
    if (kind.endsWith('timeout')) {
      // The request timed out in M-Pesa's queue: it may still be carried out, so it is not
      // failed (a new attempt could pay twice). An administrator checks; a later result settles it.
      if (transfer.status === 'UNKNOWN') return { outcome: 'duplicate' };
      await updateTransfer(trx, transfer.id, { status: 'UNKNOWN', result_desc: describe(result).slice(0, 500) });
      if (transfer.kind !== 'RETURN') await updatePayment(trx, payment.id, { needs_admin_since: new Date() });
      await flagForAdmin(trx, { paymentId: payment.id, callbackId, reason: 'M-Pesa timed out a payout, refund or return in its queue: check before sending it again' });
      return { outcome: 'timed out' };
    }
    const wasUnknown = transfer.status === 'UNKNOWN';
    const succeeded = result.resultCode === 0;
    if (succeeded && result.amount !== undefined && result.amount * 100 !== transfer.amount_cents) {
      await flagForAdmin(trx, { paymentId: payment.id, callbackId, reason: `M-Pesa reported ${result.amount} for a transfer of ${transfer.amount_cents / 100}` });
      return { outcome: 'wrong amount' };
    }
    await updateTransfer(trx, transfer.id, {
      status: succeeded ? 'SUCCEEDED' : 'FAILED',
      result_code: result.resultCode,
      result_desc: result.resultDesc.slice(0, 500),
      transaction_id: result.transactionId ?? null,
      conversation_id: result.conversationId,
    });
    if (transfer.kind === 'RETURN') {
      if (!succeeded) await flagForAdmin(trx, { paymentId: payment.id, callbackId, reason: `Sending back a second payment failed: ${result.resultDesc}`.slice(0, 500) });
      return { outcome: succeeded ? 'returned' : 'return failed' };
    }
    // A result for an attempt we had no answer to: its fate is known now, no administrator needed.
    if (wasUnknown) await updatePayment(trx, payment.id, { needs_admin_since: null });
    if (succeeded) {
      // A split's first share went: its second is sent after the commit.
      const { isNextShareDue } = await settle(trx, payment, 'mpesa-result');
      return { outcome: 'settled', announce: { ...order, paymentStatus: payment.status }, sendTransferOf: isNextShareDue ? orderId : undefined };
    }
    await recordTransferFailure(trx, payment, transfer.kind as 'PAYOUT' | 'REFUND', result.resultDesc);
    return { outcome: 'transfer failed' };
  });
}

function describe(result: ResultCallback): string {
  return `Timed out in M-Pesa's queue: ${result.resultDesc}`;
}

async function unreadable(db: Database, callbackId: number): Promise<Outcome> {
  await flagForAdmin(db, { callbackId, reason: 'An M-Pesa callback we could not read' });
  return { outcome: 'unreadable' };
}
