import { activeStatuses, historyStatuses, orderStatuses, ordersQuery, type Order, type OrderStatus } from '@fundi/shared';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/helpers';
import { listOrders, listSellerOrders } from './orders.service';
import { toApiOrder } from './order-api';
import { findOrder } from './orders.repository';

// The lists are one prepared statement per shape (order-lists.repository.ts); these tests hold
// them to what plain queries of the same orders say, for every side and state, page after page.
const { db } = await createTestContext();

let people = 0;
const newUser = (name: string) =>
  db.insertInto('users').values({ name, email: `person-${(people += 1)}@lists.fundi.test`, phone: null, password_hash: null }).returning('id').executeTakeFirstOrThrow();
const account = await newUser('Both Sides');
const others = [await newUser('Other One'), await newUser('Other Two')];
const service = await db.insertInto('services').values({ category: 'plumbing', title: 'Pipe work' }).returning('id').executeTakeFirstOrThrow();

const insertOrder = (order: { buyerId: string; sellerId: string; status?: OrderStatus; createdAt: Date | string; index?: number }) =>
  db
    .insertInto('orders')
    .values({
      buyer_id: order.buyerId,
      seller_id: order.sellerId,
      // A paid order: its seller sees it (migration 0016).
      seller_sees: true,
      service_id: service.id,
      service_title: 'Pipe work',
      price_cents: 100_00 + (order.index ?? 0),
      booking_date: '2026-03-10',
      status: order.status ?? 'PENDING',
      created_at: order.createdAt,
    })
    .returning(['id', 'buyer_id', 'seller_id'])
    .executeTakeFirstOrThrow();

// 30 orders on both sides of one account, every status, several sharing one creation time
// (so the id decides their order), some paid and some reviewed.
const sameMoment = new Date('2026-03-01T08:00:00.000Z');
for (let index = 0; index < 30; index += 1) {
  const isBuyer = index % 3 !== 0;
  const other = others[index % 2]!.id;
  const status = orderStatuses[index % orderStatuses.length]!;
  const createdAt = index % 4 === 0 ? sameMoment : new Date(Date.UTC(2026, 1, 1 + index));
  const order = await insertOrder({ buyerId: isBuyer ? account.id : other, sellerId: isBuyer ? other : account.id, status, createdAt, index });
  if (index % 2 === 0) {
    await db.insertInto('payments').values({ order_id: order.id, amount_cents: 100_00 + index, status: 'HELD', provider: 'simulated', provider_reference: `SIM-${index}` }).execute();
  }
  if (status === 'COMPLETED') {
    await db.insertInto('reviews').values({ order_id: order.id, buyer_id: order.buyer_id, seller_id: order.seller_id, service_id: service.id, rating: 5 }).execute();
  }
}

/** What a plain query says the list holds, newest first, each as the single-order read shows it. */
async function expectedOrders(role: 'buyer' | 'seller' | undefined, state: 'active' | 'history' | undefined): Promise<Order[]> {
  const wanted = state === 'active' ? activeStatuses : state === 'history' ? historyStatuses : orderStatuses;
  const rows = await db
    .selectFrom('orders')
    .select('id')
    .where((eb) =>
      eb.or([...(role !== 'seller' ? [eb('buyer_id', '=', account.id)] : []), ...(role !== 'buyer' ? [eb('seller_id', '=', account.id)] : [])]),
    )
    .where('status', 'in', [...wanted])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return Promise.all(rows.map(async ({ id }) => toApiOrder((await findOrder(db, id))!, account.id)));
}

/** Every order of a list, following the cursor each page gives. */
async function walk(userId: string, query: { limit: number; role?: string; state?: string }) {
  const seen: Order[] = [];
  const totals = new Set<number>();
  let cursor: string | undefined;
  do {
    const page = await listOrders(db, userId, ordersQuery.parse({ ...query, cursor }));
    expect(page.orders.length).toBeLessThanOrEqual(query.limit);
    totals.add(page.total);
    seen.push(...page.orders);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return { seen, totals: [...totals] };
}

const shapes = [undefined, 'buyer', 'seller'].flatMap((role) => [undefined, 'active', 'history'].map((state) => ({ role, state })));

describe('listOrders', () => {
  it.each(shapes)('lists exactly what a plain query finds, page by page, with its total (role $role, state $state)', async ({ role, state }) => {
    const expected = await expectedOrders(role as 'buyer' | 'seller' | undefined, state as 'active' | 'history' | undefined);
    const { seen, totals } = await walk(account.id, { limit: 4, role, state });
    expect(totals).toEqual([expected.length]);
    expect(seen).toEqual(expected);
  });

  it('shows every order once, newest first, when orders differ only in their microseconds', async () => {
    // PostgreSQL keeps times to the microsecond, JavaScript's Date to the millisecond: a cursor
    // cut to the millisecond skipped every order made later in the same millisecond.
    const buyer = await newUser('Same Moment Buyer');
    const ids: string[] = [];
    for (const createdAt of ['2026-05-04T09:30:00.123900Z', '2026-05-04T09:30:00.123500Z', '2026-05-04T09:30:00.123100Z']) {
      ids.push((await insertOrder({ buyerId: buyer.id, sellerId: others[0]!.id, createdAt })).id);
    }
    const { seen } = await walk(buyer.id, { limit: 1 });
    expect(seen.map((order) => order.id)).toEqual(ids);
    // The API still shows the spec's ISO time to the millisecond.
    expect(seen[0]!.createdAt).toBe('2026-05-04T09:30:00.123Z');
  });

  it('refuses a cursor it did not make', async () => {
    await expect(listOrders(db, account.id, ordersQuery.parse({ cursor: 'forged' }))).rejects.toMatchObject({ kind: 'invalid', message: 'Invalid page cursor' });
  });

  it('answers an account without orders with an empty list', async () => {
    const newcomer = await newUser('Newcomer');
    expect(await listOrders(db, newcomer.id, ordersQuery.parse({}))).toEqual({ orders: [], total: 0, nextCursor: null });
  });
});

describe('listSellerOrders', () => {
  it('groups a seller’s orders into the newest to deliver and the newest finished, with both totals', async () => {
    const active = await expectedOrders('seller', 'active');
    const history = await expectedOrders('seller', 'history');
    expect(await listSellerOrders(db, account.id, 3)).toEqual({
      newOrders: active.slice(0, 3),
      orderHistory: history.slice(0, 3),
      newOrdersCount: active.length,
      historyCount: history.length,
    });
  });

  it('answers an account without orders with empty lists', async () => {
    const newcomer = await newUser('Newcomer Seller');
    expect(await listSellerOrders(db, newcomer.id, 5)).toEqual({ newOrders: [], orderHistory: [], newOrdersCount: 0, historyCount: 0 });
  });
});
