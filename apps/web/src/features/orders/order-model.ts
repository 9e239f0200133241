import { ORDER_ID_DISPLAY_LENGTH, availableActions, isCalendarDate, type Order, type OrderAction } from '@fundi/shared';
import { formatShortDate, formatTime } from '../../lib/format';

// What an order card shows, decided from the order alone, so the rules can be read and
// tested without rendering anything. Texts stay in the i18n catalogue; these return keys.

/** The id as docs/product.md §9 shows it: its first 8 characters. */
export function displayOrderId(id: string): string {
  return id.slice(0, ORDER_ID_DISPLAY_LENGTH);
}

/** The service title, or null for 'Unknown Service'. docs/product.md §3: `serviceTitle`, else the nested `service.title`. */
export function orderServiceTitle(order: Pick<Order, 'serviceTitle' | 'service'>): string | null {
  return order.serviceTitle || order.service?.title || null;
}

/**
 * The other party: on the seller's side 'From:' and the buyer, on the buyer's side
 * 'Seller:' and the seller (docs/product.md §2 Your Orders). A null name shows 'Unknown Buyer/Seller'.
 */
export function orderCounterparty(order: Pick<Order, 'role' | 'buyer' | 'sellerName' | 'seller'>): {
  side: 'from' | 'seller';
  name: string | null;
} {
  if (order.role === 'seller') return { side: 'from', name: order.buyer?.name || null };
  return { side: 'seller', name: order.sellerName || order.seller?.name || null };
}

/** The lifecycle steps this side may take now, straight from the shared table. */
export function lifecycleActions(order: Pick<Order, 'status' | 'role'>): OrderAction[] {
  return availableActions(order.status, order.role);
}

/** Steps that undo a booking and refund it: asked twice, since a stray tap on a phone is costly. */
export function needsConfirmation(action: OrderAction): boolean {
  return action === 'reject' || action === 'cancel';
}

/** docs/product.md §4 Review: only the buyer of a COMPLETED order; once reviewed, a disabled 'Reviewed'. */
export function reviewState(order: Pick<Order, 'role' | 'status' | 'reviewed'>): 'review' | 'reviewed' | null {
  if (order.role !== 'buyer' || order.status !== 'COMPLETED') return null;
  return order.reviewed ? 'reviewed' : 'review';
}

/** Chat with Seller is offered on the buyer's orders; without a seller id it shows disabled (docs/product.md §2). */
export function chatState(order: Pick<Order, 'role' | 'sellerId'>): 'enabled' | 'disabled' | null {
  if (order.role !== 'buyer') return null;
  return order.sellerId ? 'enabled' : 'disabled';
}

/**
 * docs/product.md §2 Your Orders empty texts: 'No orders found.' for someone who has never ordered,
 * 'No active orders (...)' for someone whose orders are all finished.
 */
export function yourOrdersEmptyKey(hasAnyBuyerOrder: boolean): 'noOrders' | 'noActiveOrders' {
  return hasAnyBuyerOrder ? 'noActiveOrders' : 'noOrders';
}

/** From this many pending requests by one buyer, the seller is offered to decline them all at once. */
const FLOOD_MIN_REQUESTS = 3;

export type BookingFlood = { buyerId: string; buyerName: string; count: number };

/** The buyers with at least FLOOD_MIN_REQUESTS pending requests to this seller, most first. */
export function pendingFloods(orders: Pick<Order, 'role' | 'status' | 'buyer'>[]): BookingFlood[] {
  const byBuyer = new Map<string, BookingFlood>();
  for (const order of orders) {
    if (order.role !== 'seller' || order.status !== 'PENDING') continue;
    const flood = byBuyer.get(order.buyer.id) ?? { buyerId: order.buyer.id, buyerName: order.buyer.name, count: 0 };
    flood.count += 1;
    byBuyer.set(order.buyer.id, flood);
  }
  return [...byBuyer.values()].filter((flood) => flood.count >= FLOOD_MIN_REQUESTS).sort((a, b) => b.count - a.count);
}

/** When the order was made: `5 Jan 2025, 3:30 pm` in Nairobi, in the page's language; null when unknown. */
export function formatOrderCreated(value: string | null | undefined): string | null {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? `${formatShortDate(date, { year: true })}, ${formatTime(date)}` : null;
}

/**
 * The booked day (`YYYY-MM-DD`, a calendar day with no time) as `8 Jan 2025`; null when it is
 * not one. Read at noon in Nairobi so the day never shifts; only the leading `YYYY-MM-DD` is
 * read, so a serialised timestamp of that day works too.
 */
export function formatBookedDay(value: string | null | undefined): string | null {
  const day = (value ?? '').slice(0, 10);
  return isCalendarDate(day) ? formatShortDate(new Date(`${day}T09:00:00Z`), { year: true }) : null;
}
