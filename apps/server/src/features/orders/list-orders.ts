import { LIST_LIMIT, type OrdersQuery, type OrdersResponse, type SellerOrdersResponse } from '@fundi/shared';
import type { Database } from '../../db';
import { AppError } from '../../lib/app-error';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import { toApiOrder } from './order-api';
import { countOrders, listOrderPage } from './orders.repository';

/** GET /api/orders: a page of the caller's orders with the total behind 'View all (n)'. */
export async function listOrders(db: Database, userId: string, query: OrdersQuery): Promise<OrdersResponse> {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  if (query.cursor && !after) throw new AppError('invalid', 'Invalid page cursor');
  const filters = { userId, role: query.role, state: query.state };
  // One row more than asked tells whether another page exists.
  const [rows, total] = await Promise.all([listOrderPage(db, filters, query.limit + 1, after), countOrders(db, filters)]);
  const page = rows.slice(0, query.limit);
  return {
    orders: page.map((row) => toApiOrder(row, userId)),
    total,
    nextCursor: rows.length > query.limit ? encodeCursor({ createdAt: page.at(-1)!.created_at, id: page.at(-1)!.id }) : null,
  };
}

/** GET /api/seller-orders: SPEC.md §3's seller grouping (new orders to deliver, history). */
export async function listSellerOrders(db: Database, sellerId: string, limit = LIST_LIMIT): Promise<SellerOrdersResponse> {
  const active = { userId: sellerId, role: 'seller' as const, state: 'active' as const };
  const history = { userId: sellerId, role: 'seller' as const, state: 'history' as const };
  const [newOrders, orderHistory, newOrdersCount, historyCount] = await Promise.all([
    listOrderPage(db, active, limit),
    listOrderPage(db, history, limit),
    countOrders(db, active),
    countOrders(db, history),
  ]);
  return {
    newOrders: newOrders.map((row) => toApiOrder(row, sellerId)),
    orderHistory: orderHistory.map((row) => toApiOrder(row, sellerId)),
    newOrdersCount,
    historyCount,
  };
}
