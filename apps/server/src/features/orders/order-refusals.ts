import { type OrderAction, type OrderStatus, orderTransitions } from '@fundi/shared';
import { orderStatusTexts } from '../../lib/api-texts/marketplace';
import { AppError } from '../../lib/app-error';

// The API's words for a refused step name the action and the status (docs/product.md §4), so
// they are built here rather than kept in the table of texts; the codes stay one per case.

/** The 403 when the caller is on the wrong side of the order. */
export function notYourStepError(action: OrderAction): AppError {
  return new AppError('forbidden', 'ORDER_ACTION_NOT_YOURS', { text: `Only the ${orderTransitions[action].by} can ${action} this order` });
}

/** The 409 when the order's current status does not allow the step. */
export function stepNotAllowedError(action: OrderAction, status: OrderStatus): AppError {
  return new AppError('conflict', 'ORDER_ACTION_NOT_ALLOWED', { text: `Cannot ${action} an order that is ${orderStatusTexts[status].toLowerCase()}` });
}
