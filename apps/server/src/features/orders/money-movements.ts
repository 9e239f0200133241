import { randomUUID } from 'node:crypto';
import type { Transfer } from '../../lib/payments/providers';
import { applyQueryResult, applyStkCallback, applyTransferResult, isKnownReference, referenceOf, type CallbackKind, type Outcome } from './mpesa-callbacks.service';
import { lockOrder } from './orders.repository';
import {
  accountMpesaPhone,
  claimUnmatchedCallback,
  findCollection,
  flagForAdmin,
  insertTransfer,
  latestCollection,
  lockPaymentOfOrder,
  openTransfer,
  originatorIdOfTransfer,
  returnsToSend,
  setCallbackOutcome,
  storeCallback,
  unmatchedCallbacks,
  updateCollection,
  updatePayment,
  updateTransfer,
} from './payments.repository';
import { announce, querySchedule, recordCollectionFailed, recordMoneyIn, recordTransferFailure, settle, transferDue, type PaymentDeps } from './payments.service';

// Where the server talks to the payment provider (docs/product.md §4). Every call is made
// between two transactions: the attempt is written and committed first, the provider is asked,
// then its answer is written under the order's lock. So no transaction waits on the network,
// and an attempt is never made twice by accident.

/** A payout waits this long before looking again for a seller's M-Pesa number. */
const PAYOUT_PHONE_WAIT_MS = 15 * 60_000;

/** Asks the provider for an attempt to collect written as SENDING (a booking, a 'pay again'). */
export async function collectPayment(deps: PaymentDeps, orderId: string, collectionId: string): Promise<void> {
  const attempt = await findCollection(deps.db, collectionId);
  const answer = await deps.provider.collect({
    amount: attempt.amount_cents / 100,
    phone: attempt.phone,
    // At most 12 characters: what the buyer's M-Pesa message names.
    orderReference: orderId.replace(/-/g, '').slice(0, 12).toUpperCase(),
  });
  const result = await deps.db.transaction().execute(async (trx): Promise<Outcome> => {
    const order = (await lockOrder(trx, orderId))!;
    const payment = (await lockPaymentOfOrder(trx, orderId))!;
    const collection = { id: collectionId, phone: attempt.phone, reference: answer.state === 'refused' ? null : answer.reference };
    switch (answer.state) {
      case 'paid': {
        await updateCollection(trx, collectionId, { reference: answer.reference });
        const { sendTransfer } = await recordMoneyIn(trx, order, payment, collection, { receipt: null, cause: 'simulated' });
        return { outcome: 'paid', announce: { ...order, paymentStatus: payment.status }, sendTransferOf: sendTransfer ? orderId : undefined };
      }
      case 'sent':
        await updateCollection(trx, collectionId, {
          status: 'SENT',
          reference: answer.reference,
          merchant_request_id: answer.merchantRequestId,
          ...querySchedule(deps.settings.queryAfterSeconds),
        });
        await updatePayment(trx, payment.id, { provider_reference: answer.reference });
        return { outcome: 'sent' };
      case 'refused':
        await recordCollectionFailed(trx, payment, collection, { resultCode: null, resultDesc: answer.reason, reason: 'MPESA_NOT_REACHED', cause: 'push-not-sent' });
        return { outcome: 'refused', announce: { ...order, paymentStatus: payment.status } };
    }
  });
  if (answer.state === 'refused') deps.log.warn({ orderId, reason: answer.reason }, 'mpesa push not sent');
  await follow(deps, result);
  if (answer.state === 'sent') await applyWaitingCallbacks(deps, answer.reference);
}

/** Stores a callback as it came, then applies it. */
export async function receiveCallback(deps: PaymentDeps, kind: CallbackKind, body: unknown): Promise<void> {
  const callbackId = await storeCallback(deps.db, { kind, body, reference: referenceOf(kind, body) });
  await applyCallback(deps, callbackId, kind, body);
}

async function applyCallback(deps: PaymentDeps, callbackId: number, kind: CallbackKind, body: unknown): Promise<void> {
  const result = kind === 'stk' ? await applyStkCallback(deps, callbackId, body) : await applyTransferResult(deps, callbackId, kind, body);
  await setCallbackOutcome(deps.db, callbackId, result.outcome);
  deps.log.info({ callbackId, kind, outcome: result.outcome }, 'mpesa callback');
  await follow(deps, result);
  if (result.outcome === 'unmatched') await applyIfNowKnown(deps, callbackId, kind, body);
}

/**
 * A push's answer or a transfer's result may come before our record of what we sent (Daraja
 * answers the request and calls back at about the same time). Each side writes, then looks: the
 * callback is marked 'unmatched' (committed) before it looks again for what it names, and the
 * record is committed before its writer looks for unmatched callbacks (applyWaitingCallbacks).
 * So whichever looks second finds the other, and the claim (unmatched -> received, one
 * statement) lets only one of them apply it. One still unmatched after that names nothing we
 * sent: an administrator sees it.
 */
async function applyIfNowKnown(deps: PaymentDeps, callbackId: number, kind: CallbackKind, body: unknown): Promise<void> {
  if (!(await isKnownReference(deps.db, kind, body))) return;
  if (!(await claimUnmatchedCallback(deps.db, callbackId))) return; // the record's writer took it
  await applyCallback(deps, callbackId, kind, body);
}

async function applyWaitingCallbacks(deps: PaymentDeps, reference: string): Promise<void> {
  for (const callback of await unmatchedCallbacks(deps.db, reference)) {
    if (await claimUnmatchedCallback(deps.db, callback.id)) await applyCallback(deps, callback.id, callback.kind as CallbackKind, callback.body);
  }
}

/** What a status query found for a push that did not call back. */
export async function recordQueryResult(deps: PaymentDeps, reference: string, found: { resultCode: number; resultDesc: string }): Promise<void> {
  await follow(deps, await applyQueryResult(deps, reference, found));
}

async function follow(deps: PaymentDeps, result: Outcome): Promise<void> {
  if (result.announce) announce(deps.realtime, result.announce);
  if (result.sendTransferOf) {
    await sendReturns(deps, result.sendTransferOf);
    await sendDueTransfer(deps, result.sendTransferOf);
  }
}

/**
 * Sends the payout or refund a payment is due (a split's shares one after the other), once:
 * the attempt is written (SENDING) and committed before the provider is asked, and a new
 * attempt goes only after the last one's result said it failed. An order another instance
 * holds is left to it.
 */
export async function sendDueTransfer(deps: PaymentDeps, orderId: string): Promise<void> {
  const { db, provider } = deps;
  const attempt = await db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, orderId, { skipLocked: true });
    const payment = order && (await lockPaymentOfOrder(trx, orderId));
    if (!order || !payment) return undefined;
    const isDue = payment.nextAttemptAt !== null && new Date(`${payment.nextAttemptAt}Z`) <= new Date() && payment.needsAdminSince === null;
    if (!isDue || (await openTransfer(trx, payment.id))) return undefined;
    const due = await transferDue(trx, payment);
    if (!due) return undefined;
    const { kind } = due;
    const latest = await latestCollection(trx, payment.id);
    const phone = kind === 'PAYOUT' ? await accountMpesaPhone(trx, order.sellerId) : (latest?.phone ?? payment.phone);
    if (provider.needsPhone && !phone) {
      // The seller has no M-Pesa number yet: the payout waits until they add one.
      await updatePayment(trx, payment.id, { next_attempt_at: new Date(Date.now() + PAYOUT_PHONE_WAIT_MS) });
      return undefined;
    }
    const transfer = {
      paymentId: payment.id,
      kind,
      method: provider.name === 'simulated' ? 'SIMULATED' : transferMethod(payment, kind),
      originatorConversationId: randomUUID(),
      amountCents: due.amountCents,
      phone: phone ?? null,
    } as const;
    const transferId = await insertTransfer(trx, transfer);
    await updatePayment(trx, payment.id, { next_attempt_at: null });
    return { ...transfer, transferId, receipt: payment.receipt };
  });
  if (!attempt) return;
  const result = await askProvider(deps, attempt);
  await recordTransferAnswer(deps, orderId, attempt, result);
}

/**
 * A refund reverses the buyer's payment; one whose receipt is unknown (found by a status query)
 * goes back by B2C to the number it was paid from, and so does a split's share for the buyer
 * (a part of a payment goes back by B2C, docs/decisions/0049-trust-and-administrators.md).
 */
function transferMethod(payment: { status: string; receipt: string | null }, kind: 'PAYOUT' | 'REFUND'): 'B2C' | 'REVERSAL' {
  return kind === 'REFUND' && payment.receipt && payment.status === 'REFUNDING' ? 'REVERSAL' : 'B2C';
}

/** Sends back second payments of an order already paid (written as RETURN attempts). */
async function sendReturns(deps: PaymentDeps, orderId: string): Promise<void> {
  const returns = await returnsToSend(deps.db, orderId);
  for (const attempt of returns) {
    const method = deps.provider.name === 'simulated' ? 'SIMULATED' : (attempt.method as 'B2C' | 'REVERSAL');
    const result = await askProvider(deps, { ...attempt, kind: 'RETURN', method });
    await recordTransferAnswer(deps, orderId, { ...attempt, kind: 'RETURN' }, result);
  }
}

type Attempt = {
  transferId: string;
  kind: 'PAYOUT' | 'REFUND' | 'RETURN';
  method: 'SIMULATED' | 'B2C' | 'REVERSAL';
  amountCents: number;
  phone: string | null;
  receipt: string | null;
  originatorConversationId: string;
};

function askProvider(deps: PaymentDeps, attempt: Attempt): Promise<Transfer> {
  const amount = attempt.amountCents / 100;
  const remarks = attempt.kind === 'PAYOUT' ? 'Fundi payout' : 'Fundi refund';
  return attempt.method === 'REVERSAL'
    ? deps.provider.reverse({ receipt: attempt.receipt!, amount, remarks })
    : deps.provider.payOut({ originatorConversationId: attempt.originatorConversationId, amount, phone: attempt.phone ?? '', remarks });
}

/** What the provider answered a payout, refund or return. */
async function recordTransferAnswer(deps: PaymentDeps, orderId: string, attempt: Pick<Attempt, 'transferId' | 'kind'>, result: Transfer): Promise<void> {
  let isNextShareDue = false;
  const announced = await deps.db.transaction().execute(async (trx) => {
    const order = (await lockOrder(trx, orderId))!;
    const payment = (await lockPaymentOfOrder(trx, orderId))!;
    const what = attempt.kind === 'PAYOUT' ? 'payout' : attempt.kind === 'REFUND' ? 'refund' : 'return of a second payment';
    switch (result.state) {
      case 'done':
        await updateTransfer(trx, attempt.transferId, { status: 'SUCCEEDED', transaction_id: result.transactionId, result_code: 0 });
        if (attempt.kind === 'RETURN') return undefined;
        ({ isNextShareDue } = await settle(trx, payment, 'simulated'));
        return { ...order, paymentStatus: payment.status };
      case 'accepted':
        await updateTransfer(trx, attempt.transferId, { status: 'SENT', conversation_id: result.conversationId });
        return undefined;
      case 'refused':
        await updateTransfer(trx, attempt.transferId, { status: 'FAILED', result_desc: result.reason.slice(0, 500) });
        if (attempt.kind === 'RETURN') await flagForAdmin(trx, { paymentId: payment.id, reason: `The ${what} was refused: ${result.reason}`.slice(0, 500) });
        else await recordTransferFailure(trx, payment, attempt.kind, result.reason);
        return undefined;
      case 'unknown':
        // It may have gone: sending it again could pay twice. An administrator checks first.
        await updateTransfer(trx, attempt.transferId, { status: 'UNKNOWN', result_desc: result.reason.slice(0, 500) });
        if (attempt.kind !== 'RETURN') await updatePayment(trx, payment.id, { needs_admin_since: new Date() });
        await flagForAdmin(trx, { paymentId: payment.id, reason: `No answer from M-Pesa to a ${what}: check before sending it again` });
        return undefined;
    }
  });
  if (announced) announce(deps.realtime, announced);
  if (isNextShareDue) await sendDueTransfer(deps, orderId);
  if (result.state === 'refused' || result.state === 'unknown') deps.log.warn({ orderId, state: result.state, reason: result.reason }, `${attempt.kind.toLowerCase()} not sent`);
  if (result.state === 'accepted') {
    await applyWaitingCallbacks(deps, await originatorIdOfTransfer(deps.db, attempt.transferId));
    await applyWaitingCallbacks(deps, result.conversationId);
  }
}
