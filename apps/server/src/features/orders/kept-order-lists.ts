import { ordersResponse, sellerOrdersResponse, type OrdersQuery } from '@fundi/shared';
import type { Database } from '../../db';
import { keptAnswers } from '../../lib/kept-answers';
import { sessionEndedError, type SessionOfCaller } from '../../lib/live-sessions';
import { createSharedAnswer, type SharedAnswer } from '../../plugins/compression';
import { readOrders, readSellerOrders, type VersionedAnswer } from './list-orders';
import { readOrderListsVersion } from './order-lists.repository';

/**
 * About 5 kB each with their compressed forms (a page of five cards), so at most ~10 MB: enough
 * for every person busy on the dashboards of one instance at a time.
 */
const maxKeptLists = 2000;

/**
 * GET /api/orders and GET /api/seller-orders as sent: JSON encoded through the response
 * contract, as Fastify's serializer would, with its ETag and compressed forms.
 *
 * Every dashboard visit asks for the same first pages, and mostly nothing changed since the
 * last visit. Each first page is therefore kept with the version of the person's orders it was
 * read at (migration 0010: any change to any of their orders, on any instance, gives a new
 * version). A request for a kept page then reads one row, which also confirms the session, and
 * sends the kept answer while the version is the same; otherwise it reads the page again and
 * keeps that. The session is still checked on every request, so an ended session is refused at
 * once. Later pages (with a cursor) are read every time: they are asked rarely.
 */
export function createOrderListAnswers(db: Database) {
  const kept = keptAnswers<SharedAnswer>(maxKeptLists);

  async function answer<Answer>(
    key: string | undefined,
    caller: SessionOfCaller,
    read: () => Promise<VersionedAnswer<Answer>>,
    encode: (answer: Answer) => unknown,
  ): Promise<SharedAnswer> {
    const previous = key === undefined ? undefined : kept.get(key);
    if (previous) {
      const current = await readOrderListsVersion(db, caller);
      if (!current) throw sessionEndedError();
      if (current.version === previous.version) return previous.answer;
    }
    const { answer: fresh, version } = await read();
    const shared = createSharedAnswer(JSON.stringify(encode(fresh)));
    // Read in the same statement as the pages, so the answer is exactly that version's.
    if (key !== undefined && version !== null) kept.keep(key, { version, answer: shared });
    return shared;
  }

  return {
    orders(caller: SessionOfCaller, query: OrdersQuery): Promise<SharedAnswer> {
      const key = query.cursor ? undefined : JSON.stringify(['orders', caller.userId, query.role ?? null, query.state ?? null, query.limit]);
      return answer(key, caller, () => readOrders(db, caller.userId, query, caller.sessionId), (answer) => ordersResponse.encode(answer));
    },
    sellerOrders(caller: SessionOfCaller, limit: number): Promise<SharedAnswer> {
      const key = JSON.stringify(['seller-orders', caller.userId, limit]);
      return answer(key, caller, () => readSellerOrders(db, caller.userId, limit, caller.sessionId), (answer) => sellerOrdersResponse.encode(answer));
    },
  };
}
