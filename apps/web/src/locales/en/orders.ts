/** The booking dialog (docs/product.md §2 Booking modal, §4 Booking). */
export const booking = {
  title: 'Confirm Booking',
  professional: 'Professional',
  service: 'Service',
  price: 'Price',
  fromPrice: 'From {{price}}',
  date: 'Date',
  cancel: 'Cancel',
  confirm: 'Confirm Booking',
  processing: 'Processing your booking...',
  success: 'Booking confirmed! Redirecting...',
  retry: 'Retry',
  needsLogin: 'Please log in to confirm your booking.',
  /** A failed booking whose answer had no words. */
  failed: 'Booking failed. Please try again or contact support.',
  logIn: 'Log In',
};
