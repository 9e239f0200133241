import { ORDER_ID_DISPLAY_LENGTH, availableActions, type Order, type OrderAction } from '@fundi/shared';

// What an order card shows, decided from the order alone, so the rules can be read and
// tested without rendering anything. Texts stay in the i18n catalogue; these return keys.

/** The id as SPEC §9 shows it: its first 8 characters. */
export function displayOrderId(id: string): string {
  return id.slice(0, ORDER_ID_DISPLAY_LENGTH);
}

/** The service title, or null for 'Unknown Service'. SPEC §3: `serviceTitle`, else the nested `service.title`. */
export function orderServiceTitle(order: Pick<Order, 'serviceTitle' | 'service'>): string | null {
  return order.serviceTitle || order.service?.title || null;
}

/**
 * The other party: on the seller's side 'From:' and the buyer, on the buyer's side
 * 'Seller:' and the seller (SPEC §2 Your Orders). A null name shows 'Unknown Buyer/Seller'.
 */
export function orderCounterparty(order: Pick<Order, 'role' | 'buyer' | 'sellerName' | 'seller'>): {
  side: 'from' | 'seller';
  name: string | null;
} {
  if (order.role === 'seller') return { side: 'from', name: order.buyer?.name || null };
  return { side: 'seller', name: order.sellerName || order.seller?.name || null };
}

export type PaymentLineKey = 'held' | 'paid' | 'released' | 'refunded' | 'refundedToBuyer';

/** Where the order's money is (DECISIONS §4), worded for the side looking at it. */
export function paymentLine(order: Pick<Order, 'role' | 'payment'>): { key: PaymentLineKey; amount: number } | null {
  const { payment } = order;
  if (!payment) return null;
  const isSeller = order.role === 'seller';
  switch (payment.status) {
    case 'HELD':
      return { key: 'held', amount: payment.amount };
    case 'RELEASED':
      return { key: isSeller ? 'released' : 'paid', amount: payment.amount };
    case 'REFUNDED':
      return { key: isSeller ? 'refundedToBuyer' : 'refunded', amount: payment.amount };
  }
}

/** The lifecycle steps this side may take now, straight from the shared table. */
export function lifecycleActions(order: Pick<Order, 'status' | 'role'>): OrderAction[] {
  return availableActions(order.status, order.role);
}

/** Steps that undo a booking and refund it: asked twice, since a stray tap on a phone is costly. */
export function needsConfirmation(action: OrderAction): boolean {
  return action === 'reject' || action === 'cancel';
}

/** SPEC §4 Review: only the buyer of a COMPLETED order; once reviewed, a disabled 'Reviewed'. */
export function reviewState(order: Pick<Order, 'role' | 'status' | 'reviewed'>): 'review' | 'reviewed' | null {
  if (order.role !== 'buyer' || order.status !== 'COMPLETED') return null;
  return order.reviewed ? 'reviewed' : 'review';
}

/** Chat with Seller is offered on the buyer's orders; without a seller id it shows disabled (SPEC §2). */
export function chatState(order: Pick<Order, 'role' | 'sellerId'>): 'enabled' | 'disabled' | null {
  if (order.role !== 'buyer') return null;
  return order.sellerId ? 'enabled' : 'disabled';
}

/**
 * SPEC §2 Your Orders empty texts: 'No orders found.' for someone who has never ordered,
 * 'No active orders (...)' for someone whose orders are all finished.
 */
export function yourOrdersEmptyKey(hasAnyBuyerOrder: boolean): 'noOrders' | 'noActiveOrders' {
  return hasAnyBuyerOrder ? 'noActiveOrders' : 'noOrders';
}
