import { centsToShillings, type PaymentFlag, type PaymentStatus, type WaitingPayment } from '@fundi/shared';
import { recordAdminAction } from '../../lib/admin-actions';
import { AppError } from '../../lib/app-error';
import { sendDueTransfer } from './money-movements';
import { lockOrder } from './orders.repository';
import { failUnknownAttempts, findFlag, lockFlag, markFlagResolved, openFlags, waitingPayments, type FlagRow, type WaitingPaymentRow } from './payments-admin.repository';
import { lockPaymentOfOrder, openTransfer, updatePayment } from './payments.repository';
import type { PaymentDeps } from './payments.service';

// What an administrator does about money the server stopped moving by itself (docs/product.md
// §4, "Never twice"): a payout or refund that failed three times, or whose attempt may or may
// not have gone, waits for them; so do the flags raised about callbacks and second payments.
// Sending again goes through money-movements.ts like any attempt: written, committed, then asked.

/** What the record says of an attempt an administrator sends again after checking it did not go. */
const CHECKED_NOT_SENT = 'An administrator checked: it did not go';

/** GET /api/admin/payments. */
export async function listWaitingPayments(deps: Pick<PaymentDeps, 'db'>): Promise<{ payments: WaitingPayment[]; flags: PaymentFlag[] }> {
  const [payments, flags] = await Promise.all([waitingPayments(deps.db), openFlags(deps.db)]);
  return { payments: payments.map(toWaitingPayment), flags: flags.map(toFlag) };
}

/**
 * POST /api/admin/payments/{orderId}/retry: the administrator has checked with M-Pesa. An
 * attempt whose fate was unknown is recorded as failed, the count of failures starts again,
 * and the payout or refund goes once more, now. Refused (409) for a payment not waiting for
 * an administrator, or with an attempt still under way: sending beside it could pay twice.
 */
export async function retryPayment(deps: PaymentDeps, { adminId, orderId, reason }: { adminId: string; orderId: string; reason: string }) {
  const kind = await deps.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, orderId);
    if (!order) throw new AppError('not-found', 'ORDER_NOT_FOUND');
    const payment = await lockPaymentOfOrder(trx, orderId);
    if (!payment?.needsAdminSince) throw new AppError('conflict', 'PAYMENT_NOT_WAITING_FOR_ADMIN');
    const checked = await failUnknownAttempts(trx, payment.id, CHECKED_NOT_SENT);
    if (await openTransfer(trx, payment.id)) throw new AppError('conflict', 'PAYMENT_NOT_WAITING_FOR_ADMIN');
    await updatePayment(trx, payment.id, { failed_attempts: 0, needs_admin_since: null, next_attempt_at: new Date() });
    await recordAdminAction(trx, {
      adminId,
      action: 'retry-payment',
      subjectType: 'payment',
      subjectId: orderId,
      reason,
      details: { paymentId: payment.id, status: payment.status, failedAttempts: payment.failedAttempts, attemptsMarkedFailed: checked },
    });
    return payment.status;
  });
  await sendDueTransfer(deps, orderId);
  // Waiting again only if this attempt could not be sent either (its fate unknown at once).
  const [stillWaiting] = await waitingPayments(deps.db, { orderId });
  return { payment: stillWaiting ? toWaitingPayment(stillWaiting) : null, message: sentAgainText(kind) };
}

function sentAgainText(status: PaymentStatus): string {
  if (status === 'RELEASING') return 'Payout sent again';
  if (status === 'REFUNDING') return 'Refund sent again';
  return 'Payment sent again';
}

/** PUT /api/admin/flags/{id}/resolve: the administrator dealt with what the flag was about. */
export async function resolveFlag(deps: Pick<PaymentDeps, 'db'>, { adminId, flagId, reason }: { adminId: string; flagId: number; reason: string }): Promise<PaymentFlag> {
  await deps.db.transaction().execute(async (trx) => {
    const flag = await lockFlag(trx, flagId);
    if (!flag) throw new AppError('not-found', 'FLAG_NOT_FOUND');
    if (flag.resolved_at) throw new AppError('conflict', 'FLAG_ALREADY_RESOLVED');
    await markFlagResolved(trx, flagId, { adminId, resolution: reason });
    await recordAdminAction(trx, { adminId, action: 'resolve-flag', subjectType: 'flag', subjectId: String(flagId), reason, details: { flag: flag.reason, paymentId: flag.payment_id } });
  });
  return toFlag((await findFlag(deps.db, flagId))!);
}

function toWaitingPayment(row: WaitingPaymentRow): WaitingPayment {
  return {
    orderId: row.order_id,
    serviceTitle: row.service_title,
    status: row.status as PaymentStatus,
    amount: centsToShillings(row.amount_cents),
    fee: centsToShillings(row.fee_cents),
    buyer: { id: row.buyer_id, name: row.buyer_name, email: row.buyer_email, phone: row.buyer_phone },
    seller: { id: row.seller_id, name: row.seller_name, email: row.seller_email, phone: row.seller_phone },
    waitingSince: row.needs_admin_since!.toISOString(),
    failedAttempts: row.failed_attempts,
    lastAttempt:
      row.attempt_kind && row.attempt_status && row.attempt_at
        ? { kind: row.attempt_kind, status: row.attempt_status, result: row.attempt_result, at: row.attempt_at.toISOString() }
        : null,
  };
}

function toFlag(row: FlagRow): PaymentFlag {
  return {
    id: String(row.id),
    reason: row.reason,
    createdAt: row.created_at.toISOString(),
    orderId: row.order_id,
    callback:
      row.callback_id !== null && row.callback_kind !== null && row.callback_received_at !== null
        ? { id: String(row.callback_id), kind: row.callback_kind, body: row.callback_body, receivedAt: row.callback_received_at.toISOString() }
        : null,
    resolvedAt: row.resolved_at?.toISOString() ?? null,
    resolution: row.resolution,
  };
}
