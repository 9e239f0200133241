import { describe, expect, it } from 'vitest';
import { MPESA_TEXTS, PAYMENT_TEXTS } from '@fundi/shared';
import i18n from 'i18next';

describe('payment texts', () => {
  it('say what the shared M-Pesa and payment texts say, word for word', () => {
    expect(i18n.t('mpesa.checkPhone', { amount: 'KSh 1,500' })).toBe(MPESA_TEXTS.checkPhone('KSh 1,500'));
    expect(i18n.t('orders.paymentState.releasedOn', { date: 'Fri 28 Nov' })).toBe(PAYMENT_TEXTS.releasedOn('Fri 28 Nov'));
    expect(i18n.t('orders.paymentState.failed', { reason: MPESA_TEXTS.wrongPin })).toBe(PAYMENT_TEXTS.failed(MPESA_TEXTS.wrongPin));
    expect(i18n.t('orders.confirmJob.deadline', { name: 'Joseph Otieno', date: 'Fri 28 Nov' })).toBe(
      PAYMENT_TEXTS.releaseDeadline('Joseph Otieno', 'Fri 28 Nov'),
    );
    expect(i18n.t('orders.payment.receipt', { receipt: 'SJK3H4ABCD' })).toBe(PAYMENT_TEXTS.receipt('SJK3H4ABCD'));
  });
});
