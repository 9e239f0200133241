// Every notice Fundi sends (docs/product.md §10) and the values its texts are filled with. The
// words live in src/notification-texts/{en,sw}.ts, one entry per event.
//
// Values that come from people are reduced before they reach a text: a name becomes a plain
// first name (or the catalogue's `someone`), because a name is whatever its owner typed and an
// SMS carrying Fundi's name must not carry someone's "call 0700..." line. A service's title
// (the seller's own words) appears in e-mails only, quoted, never in an SMS.

/** Values every order notice has. */
type OrderValues = {
  /** The order's first 8 characters, as the orders page shows them. */
  order: string;
  /**
   * Where the reader acts on it: {PUBLIC_URL}/orders for the buyer, /dashboard for the seller
   * (short enough for an SMS; the order's 8 characters name the order there).
   */
  link: string;
  /** The service's title, for e-mails only. */
  service: string;
};

export type NoticeValues = {
  /** To the seller: a booking was paid and the money is held; accept or decline it. */
  'booking-paid': OrderValues & { buyer: string; date: string; amount: string };
  /** To the buyer. */
  'order-accepted': OrderValues & { seller: string; date: string };
  /** To the buyer: declined, the money comes back in full. */
  'order-rejected': OrderValues & { seller: string; amount: string };
  /** To the buyer. */
  'job-started': OrderValues & { seller: string };
  /** To the buyer: confirm, or report a problem, before `deadline` (Nairobi time), or the seller is paid. */
  'job-completed': OrderValues & { seller: string; deadline: string };
  /** To the seller: the buyer cancelled a paid booking. */
  'order-cancelled': OrderValues & { buyer: string; date: string };
  /** To the buyer: money sent back to their M-Pesa. */
  refunded: OrderValues & { amount: string };
  /** To the seller: money sent to their M-Pesa. */
  'paid-out': OrderValues & { amount: string };
  /** To the seller: the buyer reported a problem; the money is frozen until Fundi decides. */
  'dispute-opened': OrderValues & { buyer: string };
  /** To both: what each side gets. */
  'dispute-decided': OrderValues & { buyerAmount: string; sellerAmount: string };
  /** To someone away for 10 minutes: a new message; `link` is {PUBLIC_URL}/messages. */
  'new-message': { sender: string; link: string };
  /** SMS only: a phone-only account's password reset code. */
  'reset-code': { code: string; minutes: string };
};

export type NoticeEvent = keyof NoticeValues;

export const ORDER_EVENTS = [
  'booking-paid',
  'order-accepted',
  'order-rejected',
  'job-started',
  'job-completed',
  'order-cancelled',
  'refunded',
  'paid-out',
  'dispute-opened',
  'dispute-decided',
] as const satisfies readonly NoticeEvent[];
