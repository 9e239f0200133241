import { PAYMENT_FAILURE_CODES } from './error-codes/marketplace';

export { PAYMENT_FAILURE_CODES };

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

export type PaymentFailureCode = (typeof PAYMENT_FAILURE_CODES)[number];
