import { PAYMENT_TEXTS } from '@fundi/shared';

/**
 * Paying a booking with M-Pesa (the booking dialog and a card's Pay with M-Pesa). The words the
 * server and the docs use come from the shared PAYMENT_TEXTS; M-Pesa's own texts (MPESA_TEXTS)
 * are written out here, because their module brings zod and this catalogue loads at start-up
 * (payments.test.ts holds them equal).
 */
export const mpesa = {
  phone: 'M-Pesa number',
  phoneHint: 'The prompt to pay with M-Pesa goes to this phone.',
  samePhoneHint: 'Leave it empty to use {{phone}} again.',
  checkPhone: 'Check your phone and enter your M-Pesa PIN to pay {{amount}}.',
  waiting: PAYMENT_TEXTS.awaiting,
  sentTo: 'Sent to {{phone}}',
  sendAgain: 'Send a new prompt',
  retry: 'Retry',
  cancelBooking: 'Cancel booking',
  cancelled: 'Order cancelled successfully!',
  unpaidCancelled: PAYMENT_TEXTS.bookedUnpaidCancelled,
  notSent: PAYMENT_TEXTS.pushNotSent,
  done: 'Done',
};
