import { type OrderStatus, orderStatusLabels } from './orders';
import { preferServerText } from './texts';

// Web-only texts that have not yet moved to the web app's catalogues.

// ---- Dashboard and orders ----

export const DASHBOARD_TEXTS = {
  noSession: 'No session found. Please log in.',
  invalidSession: 'Invalid session. Please log in again.',
  loadOrdersFailed: 'Failed to load orders. Please try again.',
  loadDataFailed: 'Failed to load data. Please try again.',
  loadConversationsFailed: 'Failed to load conversations',
  orderUpdateUnavailable: 'Order update functionality is unavailable',
  unsupportedStatus: 'Unsupported order status',
  serviceDeleted: 'Service deleted successfully!',
  deleteServiceFailed: 'Failed to delete service',
  reviewSubmitted: 'Review submitted successfully!',
  reviewFailed: 'Failed to submit review',
  becomeSellerFailed: 'Failed to become a seller',
  becameSeller: 'You are now a seller! Start adding your services.',
} as const;

// SPEC writes the status in lower case ("Failed to update order to completed"); IN_PROGRESS
// reads as "in progress" rather than with its underscore. The success toasts are the web's
// own sentences, one per step (apps/web/src/locales/en/your-orders.ts).
const statusInText = (status: OrderStatus) => orderStatusLabels[status].toLowerCase();

export function orderUpdateFailedText(status: OrderStatus, serverText?: string | null): string {
  return preferServerText(serverText, `Failed to update order to ${statusInText(status)}`);
}

// ---- Category page and booking ----

export const CATEGORY_PAGE_TEXTS = {
  noCategory: 'No service category specified.',
  loadServicesFailed: 'Failed to load services.',
  bookingFailed: 'Failed to book service.',
  /** The booking modal's text when no message was set. */
  bookingFailedNoMessage: 'Booking failed. Please try again or contact support.',
  paymentFailed: 'Payment failed',
} as const;

// ---- Other outcomes ----

export const OUTCOME_TEXTS = {
  contactFailed: 'Failed to send message. Please try again later.',
  contactSent: 'Message sent successfully!',
  addServiceFailed: 'Failed to add service. Please try again.',
  serviceAdded: 'Service added successfully!',
  profileUpdateFailed: 'Update failed. Please try again.',
  profileUpdated: 'Profile updated successfully!',
  deleteAccountFailed: 'Failed to delete account. Please try again.',
  accountDeleted: 'Account deleted successfully!',
} as const;

export const ERROR_FALLBACK_TEXT = 'Something went wrong. Please try refreshing the page or contact support.';
