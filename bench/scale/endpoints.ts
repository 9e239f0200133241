import { messagesQuery, ordersQuery, professionalsQuery, searchQuery } from '@fundi/shared';
import type { Database } from '../../apps/server/src/db';
import { getProAvailability } from '../../apps/server/src/features/availability/availability.service';
import { listProfessionals } from '../../apps/server/src/features/catalogue/professionals.service';
import { searchProfessionals } from '../../apps/server/src/features/search/search.service';
import { conversationsOf, readThread } from '../../apps/server/src/features/messages/messages.service';
import { listOrders, listSellerOrders } from '../../apps/server/src/features/orders/orders.service';
import type { DataProfile } from './data-profile';

/** The two accounts whose lists are read: on the demo database the README's demo buyer and seller. */
export type Cast = { buyerId: string; sellerId: string };

export type Endpoint = {
  id: string;
  /** The request, as the web app sends it (`/api/...`). */
  path: (cast: Cast) => string;
  /** Who asks: the buyer, the seller, or nobody signed in. */
  caller: 'buyer' | 'seller' | 'anonymous';
  /** What grows behind the request between the two databases. */
  behind: { count: keyof DataProfile; label: string };
  /** The service call behind the route, run with a logging database to capture its SQL for EXPLAIN. */
  serve: (db: Database, cast: Cast) => Promise<unknown>;
  /**
   * The page the web app asks for. Where the demo database has fewer rows than fill it, the
   * request is also measured on both databases at a page the demo one fills, and the budget is
   * judged on that pair (see `comparablePages`): the budget is about the data behind a page.
   */
  page?: { size: number; withLimit: (cast: Cast, limit: number) => string };
  /** On a request measured for information: the same request at a page the demo database fills is judged instead. */
  judgedAt?: string;
};

// The server's realtime hub is not needed to read; a thread read publishes read receipts.
const quietRealtime = { publish: () => undefined, closeEndedSessions: async () => undefined, openSockets: () => 0 };
const dashboardLimit = 5; // docs/product.md §9: lists are fetched 5 at a time.

export const endpoints: Endpoint[] = [
  {
    id: 'orders',
    path: () => `/api/orders?limit=${dashboardLimit}&role=buyer&state=active`,
    caller: 'buyer',
    behind: { count: 'buyerOrders', label: "buyer's orders" },
    serve: (db, { buyerId }) => listOrders(db, buyerId, ordersQuery.parse({ limit: dashboardLimit, role: 'buyer', state: 'active' })),
  },
  {
    // The dashboard's Order History: finished orders from both sides of the account.
    id: 'orders-history',
    path: () => `/api/orders?limit=${dashboardLimit}&state=history`,
    caller: 'buyer',
    behind: { count: 'buyerOrders', label: "buyer's orders" },
    serve: (db, { buyerId }) => listOrders(db, buyerId, ordersQuery.parse({ limit: dashboardLimit, state: 'history' })),
  },
  {
    id: 'seller-orders',
    path: () => `/api/seller-orders?limit=${dashboardLimit}`,
    caller: 'seller',
    behind: { count: 'sellerOrders', label: "seller's orders" },
    serve: (db, { sellerId }) => listSellerOrders(db, sellerId, dashboardLimit),
  },
  {
    id: 'conversations',
    path: () => '/api/conversations',
    caller: 'seller',
    behind: { count: 'sellerConversations', label: "seller's chat partners" },
    page: { size: 50, withLimit: (_, limit) => `/api/conversations?limit=${limit}` },
    serve: (db, { sellerId }) => conversationsOf({ db, realtime: quietRealtime }, sellerId, 50),
  },
  {
    // The buyer opens the chat with the seller: the newest page of their thread.
    id: 'thread',
    path: ({ sellerId }) => `/api/messages/${sellerId}`,
    caller: 'buyer',
    behind: { count: 'threadMessages', label: 'messages in the thread' },
    page: { size: 50, withLimit: ({ sellerId }, limit) => `/api/messages/${sellerId}?limit=${limit}` },
    serve: (db, { buyerId, sellerId }) => readThread({ db, realtime: quietRealtime }, buyerId, sellerId, messagesQuery.parse({})),
  },
  {
    // The category page's first screen: its best-rated professionals, the count and the towns.
    id: 'category',
    path: () => '/api/categories/plumbing/professionals',
    caller: 'anonymous',
    behind: { count: 'plumbingSellers', label: 'plumbing sellers' },
    serve: (db) => listProfessionals(db, 'plumbing', professionalsQuery.parse({})),
  },
  // The search box (docs/product.md §12), as buyers type it: a trade, a misspelt trade in a town,
  // and the filters alone, cheapest first.
  ...[
    { id: 'search', query: 'q=plumber' },
    { id: 'search-typo-town', query: 'q=electrishan&town=Nairobi' },
    { id: 'search-filters', query: 'category=cleaning&town=Mombasa&verified=true&maxPrice=3000&sort=price' },
  ].map(
    ({ id, query }): Endpoint => ({
      id,
      path: () => `/api/search?${query}`,
      caller: 'anonymous',
      behind: { count: 'plumbingSellers', label: 'plumbing sellers' },
      serve: (db) => searchProfessionals(db, searchQuery.parse(Object.fromEntries(new URLSearchParams(query)))),
    }),
  ),
  {
    // The booking dialog opens: the days the busiest seller can still be booked.
    id: 'availability',
    path: ({ sellerId }) => `/api/pros/${sellerId}/availability`,
    caller: 'anonymous',
    behind: { count: 'sellerOrders', label: "seller's orders" },
    serve: (db, { sellerId }) => getProAvailability(db, sellerId, new Date()),
  },
];

/**
 * With the fixed cost of a request down to the session check and one prepared statement, a page
 * of 50 rows costs several times a page of 4 on any database: the time grows with the rows
 * sent, not with the data behind them. So where the demo database cannot fill the web app's
 * page, the request is still measured and shown (not judged) and the same request at the page the demo database fills
 * is added and judged: same rows sent, only the data behind them differs.
 */
export function comparablePages(all: Endpoint[], demo: DataProfile): Endpoint[] {
  return all.flatMap((endpoint) => {
    const rows = demo[endpoint.behind.count];
    if (!endpoint.page || rows >= endpoint.page.size || rows < 1) return [endpoint];
    const { withLimit } = endpoint.page;
    const samePage: Endpoint = { ...endpoint, id: `${endpoint.id}-same-page`, path: (cast) => withLimit(cast, rows), page: undefined };
    return [{ ...endpoint, judgedAt: samePage.id }, samePage];
  });
}
