import { ordersResponse, sellerOrdersResponse, type OrdersQuery } from '@fundi/shared';
import type { Database } from '../../db';
import { keptLists } from '../../lib/kept-answers';
import { currentListVersion } from '../../lib/list-versions';
import type { SessionOfCaller } from '../../lib/live-sessions';
import { createSharedAnswer, type SharedAnswer } from '../../plugins/compression';
import { readOrders, readSellerOrders } from './list-orders';

/**
 * GET /api/orders and GET /api/seller-orders as sent. Every dashboard visit asks for the same
 * first pages, and mostly nothing changed since the last visit: each first page is kept with
 * the version of the person's orders it was read at (migration 0010: any change to any of
 * their orders, made on any instance, gives a new version), and sent again while that version
 * holds. The session is still checked on every request, so an ended session is refused at
 * once. Later pages (with a cursor) are read every time: they are asked rarely.
 */
export function createOrderListAnswers(db: Database, maxKept?: number) {
  const answer = keptLists(createSharedAnswer, maxKept);

  return {
    orders(caller: SessionOfCaller, query: OrdersQuery): Promise<SharedAnswer> {
      return answer({
        key: query.cursor ? undefined : JSON.stringify(['orders', caller.userId, query.role ?? null, query.state ?? null, query.limit]),
        currentVersion: () => currentListVersion(db, 'order_counts', caller),
        read: () => readOrders(db, caller.userId, query, caller.sessionId),
        encode: (answer) => ordersResponse.encode(answer),
      });
    },
    sellerOrders(caller: SessionOfCaller, limit: number): Promise<SharedAnswer> {
      return answer({
        key: JSON.stringify(['seller-orders', caller.userId, limit]),
        currentVersion: () => currentListVersion(db, 'order_counts', caller),
        read: () => readSellerOrders(db, caller.userId, limit, caller.sessionId),
        encode: (answer) => sellerOrdersResponse.encode(answer),
      });
    },
  };
}
