import { isUnpaid, type Order, type PaymentStatus } from '@fundi/shared';
import { formatShortDate } from '../../lib/format';

// What a card and the payment dialogs show about an order's money (docs/product.md §3, the held
// payment), decided from the order alone so the rules can be read and tested without rendering.
// Texts stay in the i18n catalogue; these return keys and the values the texts need.

type Payment = NonNullable<Order['payment']>;

/** Where the money is, as a sentence for the side looking at it (orders.payment.* in the catalogue). */
type PaymentSentenceKey =
  | 'unpaid'
  | 'held'
  | 'releasing'
  | 'releasingToYou'
  | 'paid'
  | 'released'
  | 'refunding'
  | 'refundingToBuyer'
  | 'refunded'
  | 'refundedToBuyer'
  | 'disputed'
  | 'split';

const sentences: Record<PaymentStatus, Record<Order['role'], PaymentSentenceKey>> = {
  AWAITING_PAYMENT: { buyer: 'unpaid', seller: 'unpaid' },
  FAILED: { buyer: 'unpaid', seller: 'unpaid' },
  HELD: { buyer: 'held', seller: 'held' },
  RELEASING: { buyer: 'releasing', seller: 'releasingToYou' },
  RELEASED: { buyer: 'paid', seller: 'released' },
  REFUNDING: { buyer: 'refunding', seller: 'refundingToBuyer' },
  REFUNDED: { buyer: 'refunded', seller: 'refundedToBuyer' },
  DISPUTED: { buyer: 'disputed', seller: 'disputed' },
  SPLITTING: { buyer: 'disputed', seller: 'disputed' },
  SPLIT: { buyer: 'split', seller: 'split' },
};

/** The payment's state (orders.paymentState.* in the catalogue), with what the words need. */
export type PaymentState =
  | { key: 'awaiting' | 'held' | 'releasing' | 'refunding' | 'refunded' | 'disputed' | 'splitting' | 'split' }
  | { key: 'releasedOn'; date: string }
  /** `reason`: an error code (the catalogue words it), or an older server's English text. */
  | { key: 'failed'; reason: string };

const stateKeys = {
  AWAITING_PAYMENT: 'awaiting',
  HELD: 'held',
  RELEASING: 'releasing',
  REFUNDING: 'refunding',
  REFUNDED: 'refunded',
  DISPUTED: 'disputed',
  SPLITTING: 'splitting',
  SPLIT: 'split',
} as const satisfies Partial<Record<PaymentStatus, PaymentState['key']>>;

function paymentState(payment: Payment): PaymentState | null {
  switch (payment.status) {
    case 'RELEASED': {
      const date = formatPaymentDay(payment.settledAt);
      return date ? { key: 'releasedOn', date } : null;
    }
    case 'FAILED':
      return { key: 'failed', reason: failureOf(payment) };
    default:
      return { key: stateKeys[payment.status] };
  }
}

/** Why the last attempt failed: its code, else the text of a server without codes, else M-Pesa's general failure. */
export function failureOf(payment: Pick<Payment, 'failureCode' | 'failureReason'>): string {
  return payment.failureCode ?? payment.failureReason ?? 'MPESA_FAILED';
}

export interface PaymentView {
  status: PaymentStatus;
  sentence: PaymentSentenceKey;
  amount: number;
  state: PaymentState | null;
  /** The M-Pesa receipt, once known. */
  receipt: string | null;
  /** The platform's share of the payout, shown to both sides when not 0 (it comes out of the seller's payout). */
  fee: number | null;
}

/** Everything a card says about the order's money; null when it has no payment. */
export function paymentView(order: Pick<Order, 'role' | 'payment'>): PaymentView | null {
  const { payment } = order;
  if (!payment) return null;
  return {
    status: payment.status,
    sentence: sentences[payment.status][order.role],
    amount: payment.amount,
    state: paymentState(payment),
    receipt: payment.receipt,
    fee: payment.fee !== 0 ? payment.fee : null,
  };
}

/** An instant as the payment texts write a day: `Fri 28 Nov` (`Ijumaa 28 Nov`), in Nairobi. Null when absent or invalid. */
export function formatPaymentDay(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : formatShortDate(date, { weekday: true });
}

/**
 * Where paying for a booking stands: M-Pesa waits for the PIN, the last prompt failed, the
 * money is in (or was, and has moved on), or the order ended before it was paid (the buyer
 * cancelled it, or the server did after 30 minutes).
 */
export type PaymentStage = 'waiting' | 'failed' | 'paid' | 'cancelled';

export function paymentStage(order: Pick<Order, 'status' | 'payment'>): PaymentStage {
  const status = order.payment?.status;
  if (!status || !isUnpaid(status)) return 'paid';
  if (order.status === 'CANCELLED' || order.status === 'REJECTED') return 'cancelled';
  return status === 'AWAITING_PAYMENT' ? 'waiting' : 'failed';
}

/** The buyer of an order still to pay may ask M-Pesa again ('Pay with M-Pesa'); the seller never sees it. */
export function canPay(order: Pick<Order, 'role' | 'status' | 'payment'>): boolean {
  const stage = paymentStage(order);
  return order.role === 'buyer' && (stage === 'waiting' || stage === 'failed');
}

/** 'Confirm job done': the buyer of a completed job whose money is still held sends it to the seller now. */
export function canConfirmJob(order: Pick<Order, 'role' | 'status' | 'payment'>): boolean {
  return order.role === 'buyer' && order.status === 'COMPLETED' && order.payment?.status === 'HELD';
}

/** 'Report a problem': the buyer may object instead of confirming, while the money is still held. */
export function canReportProblem(order: Pick<Order, 'role' | 'status' | 'payment'>): boolean {
  return canConfirmJob(order);
}

/**
 * What a card says of a dispute, for both sides: a problem reported (the payment frozen), or a
 * split decided (the only outcome the payment's own state names); null when the payment shows none.
 */
export function disputeNotice(order: Pick<Order, 'payment'>): 'reported' | 'decided' | null {
  const status = order.payment?.status;
  if (status === 'DISPUTED') return 'reported';
  return status === 'SPLITTING' || status === 'SPLIT' ? 'decided' : null;
}

/** When the held payment goes to the seller on its own, for the buyer who may still confirm or object. */
export function releaseDeadline(order: Pick<Order, 'role' | 'status' | 'payment'>): string | null {
  return canConfirmJob(order) ? formatPaymentDay(order.payment?.releaseAt) : null;
}

/** When M-Pesa last prompted the buyer's phone (GET /api/orders/{id} lists the steps); null when unknown. */
export function lastPromptAt(order: Pick<Order, 'payment'>): string | null {
  const prompts = order.payment?.events?.filter((event) => event.status === 'AWAITING_PAYMENT') ?? [];
  return prompts[prompts.length - 1]?.at ?? null;
}
