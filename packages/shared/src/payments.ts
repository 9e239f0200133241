// The held payment of an order (docs/product.md §4): the states its money moves through and
// the only steps between them. The server's ledger refuses any other step, and a test walks
// every recorded history against this table.

export const paymentStatuses = [
  'AWAITING_PAYMENT',
  'HELD',
  'RELEASING',
  'RELEASED',
  'FAILED',
  'REFUNDING',
  'REFUNDED',
  'DISPUTED',
  'SPLITTING',
  'SPLIT',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/**
 * Every allowed step. A success that arrives after a failure was recorded (the buyer paid an
 * earlier M-Pesa prompt after a later one failed) goes FAILED -> HELD: the money is there.
 */
const paymentSteps: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  AWAITING_PAYMENT: ['HELD', 'FAILED'],
  FAILED: ['AWAITING_PAYMENT', 'HELD'],
  HELD: ['RELEASING', 'REFUNDING', 'DISPUTED'],
  RELEASING: ['RELEASED'],
  REFUNDING: ['REFUNDED'],
  DISPUTED: ['RELEASING', 'REFUNDING', 'SPLITTING'],
  SPLITTING: ['SPLIT'],
  RELEASED: [],
  REFUNDED: [],
  SPLIT: [],
};

export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return paymentSteps[from].includes(to);
}

/** The money is with us: paid in, not yet paid out or back. */
export const heldPaymentStatuses = ['HELD', 'RELEASING', 'REFUNDING', 'DISPUTED', 'SPLITTING'] as const satisfies readonly PaymentStatus[];

export function isMoneyHeld(status: PaymentStatus): boolean {
  return (heldPaymentStatuses as readonly PaymentStatus[]).includes(status);
}

/** Not paid yet: the order is the buyer's alone, and the seller does not see it. */
export function isUnpaid(status: PaymentStatus): boolean {
  return status === 'AWAITING_PAYMENT' || status === 'FAILED';
}

/** How long after booking an order may stay unpaid before the server cancels it. */
export const UNPAID_ORDER_MINUTES = 30;
/** A buyer may ask M-Pesa again this long after the last prompt that has not answered. */
export const PAY_AGAIN_AFTER_SECONDS = 60;

export const PAYMENT_TEXTS = {
  awaiting: 'Waiting for M-Pesa',
  held: 'Held',
  releasing: 'Payout on the way',
  /** `date` as the web writes dates: `Fri 28 Nov`. */
  releasedOn: (date: string) => `Paid out on ${date}`,
  refunding: 'Refund on the way',
  refunded: 'Refunded',
  /** `reason` is the failure's own text (MPESA_TEXTS). */
  failed: (reason: string) => `Failed: ${reason}`,
  disputed: 'Disputed',
  splitting: 'Being split',
  split: 'Split',
  confirmJobDone: 'Confirm job done',
  /** The buyer's release deadline on a completed job. */
  releaseDeadline: (sellerName: string, date: string) => `Payment goes to ${sellerName} on ${date} unless you report a problem`,
  confirmed: 'Thank you! The payment is on its way to the professional.',
  receipt: (receipt: string) => `M-Pesa receipt ${receipt}`,
  payoutPhoneMissing: 'Add your M-Pesa number to your profile to get paid. Your payouts wait until then.',
  // Server refusals.
  alreadyPaid: 'This order is already paid',
  payAgainTooSoon: 'M-Pesa is still waiting for your PIN. Try again in a minute.',
  cannotPayOrder: 'This order can no longer be paid',
  onlyBuyerPays: 'Only the buyer can pay for this order',
  onlyBuyerConfirms: 'Only the buyer can confirm this job',
  confirmNotCompleted: 'Only a completed job can be confirmed',
  confirmNotHeld: 'This payment is no longer held',
  unpaidCancelled: 'Cancelled: not paid within 30 minutes',
  bookedUnpaidCancelled: 'The booking was cancelled before it was paid.',
  pushNotSent: 'M-Pesa could not be reached. Please try again.',
} as const;
