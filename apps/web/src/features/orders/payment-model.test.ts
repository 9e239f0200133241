import { describe, expect, it } from 'vitest';
import { paymentStatuses, type PaymentStatus } from '@fundi/shared';
import { canConfirmJob, canPay, canReportProblem, disputeNotice, formatPaymentDay, lastPromptAt, paymentStage, paymentView, releaseDeadline } from './payment-model';
import { makeOrder, makePayment } from './test-orders';

describe('where the money is, for each side', () => {
  it.each([
    ['AWAITING_PAYMENT', 'buyer', 'unpaid'],
    ['FAILED', 'buyer', 'unpaid'],
    ['HELD', 'buyer', 'held'],
    ['HELD', 'seller', 'held'],
    ['RELEASING', 'buyer', 'releasing'],
    ['RELEASING', 'seller', 'releasingToYou'],
    ['RELEASED', 'buyer', 'paid'],
    ['RELEASED', 'seller', 'released'],
    ['REFUNDING', 'buyer', 'refunding'],
    ['REFUNDING', 'seller', 'refundingToBuyer'],
    ['REFUNDED', 'buyer', 'refunded'],
    ['REFUNDED', 'seller', 'refundedToBuyer'],
    ['DISPUTED', 'buyer', 'disputed'],
    ['SPLIT', 'seller', 'split'],
  ] as const)('words a %s payment for the %s as %s', (status, role, sentence) => {
    const view = paymentView(makeOrder({ role, payment: makePayment({ status }) }));
    expect(view).toMatchObject({ status, sentence, amount: 2500 });
  });

  it.each([
    ['AWAITING_PAYMENT', { key: 'awaiting' }],
    ['HELD', { key: 'held' }],
    ['RELEASING', { key: 'releasing' }],
    ['REFUNDING', { key: 'refunding' }],
    ['REFUNDED', { key: 'refunded' }],
  ] as const)('names the %s state in words', (status, state) => {
    expect(paymentView(makeOrder({ payment: makePayment({ status }) }))?.state).toEqual(state);
  });

  it('dates a payout by when it was settled, in Nairobi', () => {
    const released = makePayment({ status: 'RELEASED', settledAt: '2025-11-27T21:30:00.000Z' });
    expect(paymentView(makeOrder({ payment: released }))?.state).toEqual({ key: 'releasedOn', date: 'Fri 28 Nov' });
    expect(paymentView(makeOrder({ payment: { ...released, settledAt: null } }))?.state).toBeNull();
  });

  it('gives a failure its code, else an older server’s text, else M-Pesa’s general failure', () => {
    const failed = makePayment({ status: 'FAILED', failureReason: 'Wrong M-Pesa PIN. Please try again.', failureCode: 'MPESA_WRONG_PIN' });
    expect(paymentView(makeOrder({ payment: failed }))?.state).toEqual({ key: 'failed', reason: 'MPESA_WRONG_PIN' });
    const withoutCode = { ...failed, failureCode: null };
    expect(paymentView(makeOrder({ payment: withoutCode }))?.state).toEqual({ key: 'failed', reason: 'Wrong M-Pesa PIN. Please try again.' });
    expect(paymentView(makeOrder({ payment: { ...withoutCode, failureReason: null } }))?.state).toEqual({ key: 'failed', reason: 'MPESA_FAILED' });
  });

  it('shows the receipt and the platform fee (when not 0) to both sides', () => {
    const payment = makePayment({ status: 'RELEASED', receipt: 'SJK3H4ABCD', fee: 250 });
    expect(paymentView(makeOrder({ role: 'seller', payment }))).toMatchObject({ receipt: 'SJK3H4ABCD', fee: 250 });
    expect(paymentView(makeOrder({ role: 'buyer', payment }))).toMatchObject({ receipt: 'SJK3H4ABCD', fee: 250 });
    expect(paymentView(makeOrder({ role: 'seller', payment: { ...payment, fee: 0 } }))?.fee).toBeNull();
  });

  it('has nothing to say without a payment', () => {
    expect(paymentView(makeOrder({ payment: null }))).toBeNull();
  });
});

describe('paying and confirming', () => {
  const stageOf = (status: PaymentStatus, orderStatus: 'PENDING' | 'CANCELLED' = 'PENDING') =>
    paymentStage(makeOrder({ status: orderStatus, payment: makePayment({ status }) }));

  it('tells waiting, failed, paid and cancelled-before-paid apart', () => {
    expect(stageOf('AWAITING_PAYMENT')).toBe('waiting');
    expect(stageOf('FAILED')).toBe('failed');
    expect(stageOf('FAILED', 'CANCELLED')).toBe('cancelled');
    expect(stageOf('AWAITING_PAYMENT', 'CANCELLED')).toBe('cancelled');
    for (const status of paymentStatuses.filter((value) => value !== 'AWAITING_PAYMENT' && value !== 'FAILED')) {
      expect(stageOf(status)).toBe('paid');
    }
    expect(paymentStage(makeOrder({ payment: null }))).toBe('paid');
  });

  it('offers Pay with M-Pesa only to the buyer of an open, unpaid order', () => {
    expect(canPay(makeOrder({ payment: makePayment({ status: 'FAILED' }) }))).toBe(true);
    expect(canPay(makeOrder({ payment: makePayment({ status: 'AWAITING_PAYMENT' }) }))).toBe(true);
    expect(canPay(makeOrder({ payment: makePayment({ status: 'HELD' }) }))).toBe(false);
    expect(canPay(makeOrder({ role: 'seller', payment: makePayment({ status: 'FAILED' }) }))).toBe(false);
    expect(canPay(makeOrder({ status: 'CANCELLED', payment: makePayment({ status: 'FAILED' }) }))).toBe(false);
  });

  it("offers Confirm job done on the buyer's completed job whose money is held, with the day it goes anyway", () => {
    const payment = makePayment({ status: 'HELD', releaseAt: '2025-11-28T09:00:00.000Z' });
    expect(canConfirmJob(makeOrder({ status: 'COMPLETED', payment }))).toBe(true);
    expect(releaseDeadline(makeOrder({ status: 'COMPLETED', payment }))).toBe('Fri 28 Nov');
    expect(canConfirmJob(makeOrder({ status: 'COMPLETED', role: 'seller', payment }))).toBe(false);
    expect(canConfirmJob(makeOrder({ status: 'IN_PROGRESS', payment }))).toBe(false);
    expect(canConfirmJob(makeOrder({ status: 'COMPLETED', payment: { ...payment, status: 'RELEASING' } }))).toBe(false);
    expect(releaseDeadline(makeOrder({ status: 'COMPLETED', payment: { ...payment, status: 'RELEASING' } }))).toBeNull();
  });

  it('finds the last M-Pesa prompt among the payment’s steps', () => {
    const events = [
      { status: 'AWAITING_PAYMENT', at: '2025-11-28T09:00:00.000Z' },
      { status: 'FAILED', at: '2025-11-28T09:00:40.000Z' },
      { status: 'AWAITING_PAYMENT', at: '2025-11-28T09:02:00.000Z' },
    ] as const;
    expect(lastPromptAt(makeOrder({ payment: makePayment({ status: 'AWAITING_PAYMENT', events: [...events] }) }))).toBe('2025-11-28T09:02:00.000Z');
    expect(lastPromptAt(makeOrder({ payment: makePayment({ status: 'AWAITING_PAYMENT' }) }))).toBeNull();
  });

  it('writes a day as `Fri 28 Nov` in Nairobi, and nothing for a missing or broken time', () => {
    expect(formatPaymentDay('2025-11-28T20:59:00.000Z')).toBe('Fri 28 Nov');
    expect(formatPaymentDay('2025-11-28T21:00:00.000Z')).toBe('Sat 29 Nov');
    expect(formatPaymentDay(null)).toBeNull();
    expect(formatPaymentDay('soon')).toBeNull();
  });
});

describe('a problem with a completed job', () => {
  it('may be reported by its buyer while the money is still held, never by the seller nor later', () => {
    expect(canReportProblem(makeOrder({ status: 'COMPLETED' }))).toBe(true);
    expect(canReportProblem(makeOrder({ status: 'COMPLETED', role: 'seller' }))).toBe(false);
    expect(canReportProblem(makeOrder({ status: 'IN_PROGRESS' }))).toBe(false);
    for (const status of paymentStatuses.filter((each) => each !== 'HELD')) {
      expect(canReportProblem(makeOrder({ status: 'COMPLETED', payment: makePayment({ status }) }))).toBe(false);
    }
  });

  it.each([
    ['DISPUTED', 'reported'],
    ['SPLITTING', 'decided'],
    ['SPLIT', 'decided'],
    ['HELD', null],
    ['RELEASED', null],
  ] as const)('shows on a card whose payment is %s as %s', (status, notice) => {
    expect(disputeNotice(makeOrder({ status: 'COMPLETED', payment: makePayment({ status }) }))).toBe(notice);
  });
});
