/**
 * Paying a booking with M-Pesa (the booking dialog and a card's Pay with M-Pesa). Why a payment
 * failed is an error code's words (`errors.MPESA_*`).
 */
export const mpesa = {
  phone: 'M-Pesa number',
  phoneHint: 'The prompt to pay with M-Pesa goes to this phone.',
  samePhoneHint: 'Leave it empty to use {{phone}} again.',
  checkPhone: 'Check your phone and enter your M-Pesa PIN to pay {{amount}}.',
  waiting: 'Waiting for M-Pesa',
  sentTo: 'Sent to {{phone}}',
  sendAgain: 'Send a new prompt',
  retry: 'Retry',
  cancelBooking: 'Cancel booking',
  cancelled: 'Order cancelled successfully!',
  unpaidCancelled: 'The booking was cancelled before it was paid.',
  notSent: 'M-Pesa could not be reached. Please try again.',
  done: 'Done',
  /** The failure of a payment whose answer had no words. */
  failed: 'Payment failed',
};
