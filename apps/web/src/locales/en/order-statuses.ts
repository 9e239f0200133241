/**
 * An order's status on its badge (docs/product.md §4): with the start-up words, as the badge is
 * part of the app's shell. The rest of `orders` (your-orders.ts) comes with the signed-in screens (signed-in.ts).
 * A file of its own, so that the start-up bundle takes these few words and not the rest.
 */
export const orderStatuses = {
  PENDING: 'Pending',
  ACCEPTED: 'Accepted',
  IN_PROGRESS: 'In Progress',
  COMPLETED: 'Completed',
  REJECTED: 'Rejected',
  CANCELLED: 'Cancelled',
};
