import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { addSignedInWords } from '../../lib/signed-in-words';

// The words of the payment screens, which those screens add when they load.
addSignedInWords();

describe('payment texts', () => {
  it('say what docs/product.md says, word for word, with their values in place', () => {
    expect(i18n.t('mpesa.checkPhone', { amount: 'KSh 1,500' })).toBe('Check your phone and enter your M-Pesa PIN to pay KSh 1,500.');
    expect(i18n.t('orders.paymentState.releasedOn', { date: 'Fri 28 Nov' })).toBe('Paid out on Fri 28 Nov');
    expect(i18n.t('orders.paymentState.failed', { reason: i18n.t('errors.MPESA_WRONG_PIN') })).toBe('Failed: Wrong M-Pesa PIN. Please try again.');
    expect(i18n.t('orders.confirmJob.deadline', { name: 'Joseph Otieno', date: 'Fri 28 Nov' })).toBe(
      'Payment goes to Joseph Otieno on Fri 28 Nov unless you report a problem',
    );
    expect(i18n.t('orders.payment.receipt', { receipt: 'SJK3H4ABCD' })).toBe('M-Pesa receipt SJK3H4ABCD');
  });
});
