import { LIST_LIMIT, type OrdersQuery, type OrdersResponse, type SellerOrdersResponse } from '@fundi/shared';
import type { Database } from '../../db';
import { toExactIso } from '../../lib/exact-time';
import type { VersionedAnswer } from '../../lib/kept-answers';
import { decodeCursor, encodeCursor, invalidCursorError } from '../../lib/keyset-cursor';
import { refuseEndedSession, sessionEndedError, type ClaimedCaller } from '../../lib/live-sessions';
import { toApiOrder } from './order-api';
import { readOrderLists, type ListedOrdersOf, type ListsVersion, type OrderList, type OrderListsReading } from './order-lists.repository';

/**
 * GET /api/orders: a page of the caller's orders with the total behind 'View all (n)'.
 * `sessionId` is the caller's session, confirmed live by the same statement (a route that
 * `confirmsSessionItself`); without it the caller is taken as already checked.
 */
export async function listOrders(db: Database, userId: string, query: OrdersQuery, sessionId?: string): Promise<OrdersResponse> {
  return (await readOrders(db, userId, query, sessionId)).answer;
}

export async function readOrders(db: Database, userId: string, query: OrdersQuery, sessionId?: string): Promise<VersionedAnswer<OrdersResponse>> {
  const caller = { userId, sessionId };
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  if (query.cursor && !after) {
    // An ended session is told so first, as on every other signed-in route.
    await refuseEndedSession(db, caller);
    throw invalidCursorError();
  }
  // One row more than asked tells whether another page exists.
  const { lists, version } = await readOrRefuse(db, caller, { lists: [{ role: query.role, state: query.state }], limit: query.limit + 1, after });
  const [{ rows, total }] = lists;
  const page = rows.slice(0, query.limit);
  const answer = {
    orders: page.map((row) => toApiOrder(row, userId)),
    total,
    nextCursor: rows.length > query.limit ? encodeCursor({ createdAt: toExactIso(page.at(-1)!.created_at), id: page.at(-1)!.id }) : null,
  };
  return { answer, version };
}

/** GET /api/seller-orders: SPEC.md §3's seller grouping (new orders to deliver, history). `sessionId` as for listOrders. */
export async function listSellerOrders(db: Database, sellerId: string, limit = LIST_LIMIT, sessionId?: string): Promise<SellerOrdersResponse> {
  return (await readSellerOrders(db, sellerId, limit, sessionId)).answer;
}

export async function readSellerOrders(db: Database, sellerId: string, limit = LIST_LIMIT, sessionId?: string): Promise<VersionedAnswer<SellerOrdersResponse>> {
  const lists = [
    { role: 'seller', state: 'active' },
    { role: 'seller', state: 'history' },
  ] as const;
  const read = await readOrRefuse(db, { userId: sellerId, sessionId }, { lists, limit });
  const [newOrders, orderHistory] = read.lists;
  const answer = {
    newOrders: newOrders.rows.map((row) => toApiOrder(row, sellerId)),
    orderHistory: orderHistory.rows.map((row) => toApiOrder(row, sellerId)),
    newOrdersCount: newOrders.total,
    historyCount: orderHistory.total,
  };
  return { answer, version: read.version };
}

async function readOrRefuse<const Lists extends readonly OrderList[]>(
  db: Database,
  caller: ClaimedCaller,
  reading: OrderListsReading<Lists>,
): Promise<{ lists: ListedOrdersOf<Lists>; version: ListsVersion }> {
  const read = await readOrderLists(db, caller, reading);
  if (!read) throw sessionEndedError();
  return read;
}
