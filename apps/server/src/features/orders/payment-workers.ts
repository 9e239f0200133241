import { UNPAID_ORDER_MINUTES } from '@fundi/shared';
import { DarajaError } from '../../lib/payments/daraja/daraja-client';
import { repeatEvery } from '../../lib/repeat-every';
import { recordQueryResult, sendDueTransfer } from './money-movements';
import { lockOrder, moveOrder } from './orders.repository';
import {
  flagForAdmin,
  leaseDueQueries,
  lockPaymentOfOrder,
  movePayment,
  ordersDueRelease,
  ordersDueTransfer,
  staleSendingTransfers,
  unpaidOrdersBookedBefore,
  updateCollection,
  updatePayment,
  updateTransfer,
} from './payments.repository';
import { announce, startRelease, type PaymentDeps } from './payments.service';
import { failureReason } from './payment-failures';

// What the server does with money when nobody asks (docs/product.md §4), run by every instance:
// each job finds its candidates, then takes each order's lock with SKIP LOCKED, so an order
// another instance is handling is left to it and every payment is moved by one.

const BATCH = 20;
const MINUTE_MS = 60_000;
/** An attempt written but never sent for this long: the process died in between. */
const STALE_SENDING_MS = 10 * MINUTE_MS;

export type PaymentWorkers = { runOnce: () => Promise<void>; stop: () => Promise<void> };

export function createPaymentWorkers(deps: PaymentDeps, { intervalMs }: { intervalMs?: number } = {}): PaymentWorkers {
  const runOnce = async () => {
    for (const job of [queryUnansweredPushes, cancelUnpaidOrders, releaseDuePayments, sendDueTransfers, flagStaleAttempts]) {
      try {
        await job(deps);
      } catch (error) {
        deps.log.error({ err: error, job: job.name }, 'payment worker failed');
      }
    }
  };
  const repeated = repeatEvery(intervalMs, runOnce, { onError: (error) => deps.log.error({ err: error }, 'payment worker failed') });
  return { runOnce, stop: repeated.stop };
}

/** STK pushes with no callback after MPESA_QUERY_AFTER_S: asked about, again while in progress, for up to 10 minutes. */
async function queryUnansweredPushes(deps: PaymentDeps): Promise<void> {
  const now = new Date();
  const due = await leaseDueQueries(deps.db, { now, leaseSeconds: deps.settings.queryAfterSeconds, limit: BATCH });
  for (const push of due) {
    if (!push.reference) continue;
    if (push.query_until && new Date(`${push.query_until}Z`) < now) {
      await updateCollection(deps.db, push.id, { next_query_at: null });
      continue;
    }
    try {
      const found = await deps.provider.query(push.reference);
      if (found.state === 'done') await recordQueryResult(deps, push.reference, found);
    } catch (error) {
      // Daraja unreachable or refusing: the lease already set the next try.
      if (!(error instanceof DarajaError)) throw error;
      deps.log.warn({ code: error.code, status: error.status }, 'mpesa status query failed');
    }
  }
}

/** An order still unpaid 30 minutes after booking is cancelled. */
async function cancelUnpaidOrders(deps: PaymentDeps): Promise<void> {
  const before = new Date(Date.now() - UNPAID_ORDER_MINUTES * MINUTE_MS);
  for (const orderId of await unpaidOrdersBookedBefore(deps.db, before, BATCH)) {
    const cancelled = await deps.db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, orderId, { skipLocked: true });
      const payment = order && (await lockPaymentOfOrder(trx, orderId));
      if (!order || !payment || (payment.status !== 'AWAITING_PAYMENT' && payment.status !== 'FAILED')) return undefined;
      if (order.status !== 'PENDING' && order.status !== 'ACCEPTED') return undefined;
      await moveOrder(trx, { orderId, from: order.status, to: 'CANCELLED', actorId: null });
      if (payment.status === 'AWAITING_PAYMENT') await movePayment(trx, payment, 'FAILED', 'unpaid-timeout', { failure_reason: failureReason('PAYMENT_TIMED_OUT') });
      else await updatePayment(trx, payment.id, { failure_reason: failureReason('PAYMENT_TIMED_OUT') });
      return { ...order, status: 'CANCELLED' as const, paymentStatus: payment.status };
    });
    if (cancelled) announce(deps.realtime, cancelled);
  }
}

/** Completed jobs whose release time passed with no dispute: the seller is paid. */
async function releaseDuePayments(deps: PaymentDeps): Promise<void> {
  for (const orderId of await ordersDueRelease(deps.db, new Date(), BATCH)) {
    const released = await deps.db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, orderId, { skipLocked: true });
      const payment = order && (await lockPaymentOfOrder(trx, orderId));
      if (!order || !payment || payment.status !== 'HELD' || !payment.releaseAt || new Date(`${payment.releaseAt}Z`) > new Date()) return undefined;
      await startRelease(trx, payment, { platformFeePercent: deps.settings.platformFeePercent, cause: 'release-time' });
      return { ...order, paymentStatus: payment.status };
    });
    if (!released) continue;
    announce(deps.realtime, released);
    await sendDueTransfer(deps, orderId);
  }
}

/** Payouts and refunds due: first attempts that found no number yet, and retries after a failure. */
async function sendDueTransfers(deps: PaymentDeps): Promise<void> {
  for (const orderId of await ordersDueTransfer(deps.db, new Date(), BATCH)) await sendDueTransfer(deps, orderId);
}

/** An attempt left in SENDING (the process stopped before asking M-Pesa, or while): an administrator checks. */
async function flagStaleAttempts(deps: PaymentDeps): Promise<void> {
  for (const stale of await staleSendingTransfers(deps.db, new Date(Date.now() - STALE_SENDING_MS))) {
    await deps.db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, stale.order_id, { skipLocked: true });
      const payment = order && (await lockPaymentOfOrder(trx, stale.order_id));
      if (!payment) return;
      await updateTransfer(trx, stale.id, { status: 'UNKNOWN', result_desc: 'Written but maybe never sent: the server stopped' });
      await updatePayment(trx, payment.id, { needs_admin_since: new Date() });
      await flagForAdmin(trx, { paymentId: payment.id, reason: 'A payout or refund may not have been sent (the server stopped): check before sending it again' });
    });
  }
}
