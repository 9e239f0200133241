export const orderStatuses = ['PENDING', 'ACCEPTED', 'IN_PROGRESS', 'COMPLETED', 'REJECTED', 'CANCELLED'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * An order under way: the one list of active statuses in the code. The database's is the
 * generated column orders.is_active (migration 0015); a server test holds the two equal, so a new
 * active status is an edit here and a migration redefining that column.
 */
export const activeStatuses = ['PENDING', 'ACCEPTED', 'IN_PROGRESS'] as const satisfies readonly OrderStatus[];

export function isActiveStatus(status: OrderStatus): boolean {
  return (activeStatuses as readonly OrderStatus[]).includes(status);
}

/** Every other status: the order is finished (its history). */
export const historyStatuses: readonly OrderStatus[] = orderStatuses.filter((status) => !isActiveStatus(status));

export function isHistoryStatus(status: OrderStatus): boolean {
  return !isActiveStatus(status);
}

// ---- The lifecycle ----

/** The two sides of an order, as the caller stands to it. */
export type OrderParty = 'buyer' | 'seller';

export const orderActions = ['accept', 'reject', 'start', 'complete', 'cancel'] as const;
export type OrderAction = (typeof orderActions)[number];

export interface OrderTransition {
  from: readonly OrderStatus[];
  to: OrderStatus;
  /** The only party who may take this step. */
  by: OrderParty;
}

/**
 * The order lifecycle (docs/decisions/0028-order-lifecycle.md), the single source for "who may do what, when":
 * the server enforces it and the web app reads it to decide which buttons show. Booking
 * creates an order in PENDING; every other change is one of these actions.
 */
export const orderTransitions: Readonly<Record<OrderAction, OrderTransition>> = {
  accept: { from: ['PENDING'], to: 'ACCEPTED', by: 'seller' },
  reject: { from: ['PENDING'], to: 'REJECTED', by: 'seller' },
  start: { from: ['ACCEPTED'], to: 'IN_PROGRESS', by: 'seller' },
  complete: { from: ['ACCEPTED', 'IN_PROGRESS'], to: 'COMPLETED', by: 'seller' },
  cancel: { from: ['PENDING', 'ACCEPTED'], to: 'CANCELLED', by: 'buyer' },
};

export function canPerform(action: OrderAction, status: OrderStatus, party: OrderParty): boolean {
  const transition = orderTransitions[action];
  return transition.by === party && transition.from.includes(status);
}

export function nextStatus(action: OrderAction): OrderStatus {
  return orderTransitions[action].to;
}

/** The actions `party` may take on an order in `status`, in the table's order. */
export function availableActions(status: OrderStatus, party: OrderParty): OrderAction[] {
  return orderActions.filter((action) => canPerform(action, status, party));
}

/** The action that leads to `status`, for clients that think in target statuses (docs/product.md §4). */
export function actionLeadingTo(status: OrderStatus): OrderAction | undefined {
  return orderActions.find((action) => orderTransitions[action].to === status);
}

// ---- How a status looks ----

export type StatusTone = 'orange' | 'green' | 'red' | 'blue' | 'grey';

/** Badge colour (docs/product.md §4). The "others grey" branch covers CANCELLED. */
export function orderStatusTone(status: OrderStatus): StatusTone {
  switch (status) {
    case 'PENDING':
      return 'orange';
    case 'ACCEPTED':
    case 'IN_PROGRESS':
      return 'green';
    case 'REJECTED':
      return 'red';
    case 'COMPLETED':
      return 'blue';
    default:
      return 'grey';
  }
}

/** The orders page marker: green when completed, orange for any other non-pending status. */
export function orderStatusMarkerTone(status: OrderStatus): 'green' | 'orange' | null {
  if (status === 'PENDING') return null;
  return status === 'COMPLETED' ? 'green' : 'orange';
}

// ---- Booking ----
