import { messagesQuery, ordersQuery, professionalsQuery } from '@fundi/shared';
import type { Database } from '../../apps/server/src/db';
import { listProfessionals } from '../../apps/server/src/features/catalogue/professionals.service';
import { conversationsOf, readThread } from '../../apps/server/src/features/messages/messages.service';
import { listOrders, listSellerOrders } from '../../apps/server/src/features/orders/list-orders';
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
};

// The server's realtime hub is not needed to read; a thread read publishes read receipts.
const quietRealtime = { publish: () => undefined };
const dashboardLimit = 5; // SPEC §9: lists are fetched 5 at a time.

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
    serve: (db, { sellerId }) => conversationsOf({ db, realtime: quietRealtime }, sellerId, 50),
  },
  {
    // The buyer opens the chat with the seller: the newest page of their thread.
    id: 'thread',
    path: ({ sellerId }) => `/api/messages/${sellerId}`,
    caller: 'buyer',
    behind: { count: 'threadMessages', label: 'messages in the thread' },
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
];
