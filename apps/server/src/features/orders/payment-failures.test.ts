import { describe, expect, it } from 'vitest';
import { failureCodeOf, failureReason } from './payment-failures';

describe('a payment failure', () => {
  it('is stored in the API’s English words and read back as its code', () => {
    expect(failureReason('MPESA_WRONG_PIN')).toBe('Wrong M-Pesa PIN. Please try again.');
    expect(failureCodeOf(failureReason('PAYMENT_TIMED_OUT'))).toBe('PAYMENT_TIMED_OUT');
  });

  it('has no code without a reason, and a reason no code words is a general M-Pesa failure', () => {
    expect(failureCodeOf(null)).toBeNull();
    expect(failureCodeOf('Something an older server wrote')).toBe('MPESA_FAILED');
  });
});
