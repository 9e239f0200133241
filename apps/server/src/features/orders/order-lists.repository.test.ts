import { activeStatuses, historyStatuses, ordersQuery, type Order, type OrderStatus } from '@fundi/shared';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/helpers';
import { openSession } from '../../../test/security/tokens';
import { listOrders, listSellerOrders } from './list-orders';
import { toApiOrder } from './order-api';
import { findOrder } from './orders.repository';

// The lists are one planned statement per shape; these tests hold them to what plain queries
// of the same orders say, for every side and state, page after page.
const { db } = await createTestContext();

const statuses: OrderStatus[] = ['PENDING', 'ACCEPTED', 'IN_PROGRESS', 'COMPLETED', 'REJECTED', 'CANCELLED'];
let people = 0;
const newUser = (name: string) =>
  db.insertInto('users').values({ name, email: `person-${(people += 1)}@lists.fundi.test`, phone: null, password_hash: null }).returning('id').executeTakeFirstOrThrow();
const account = await newUser('Both Sides');
const others = [await newUser('Other One'), await newUser('Other Two')];
const service = await db.insertInto('services').values({ category: 'plumbing', title: 'Pipe work' }).returning('id').executeTakeFirstOrThrow();

// 30 orders on both sides of one account, every status, several sharing one creation time
// (so the id decides their order), some paid and some reviewed.
const sameMoment = new Date('2026-03-01T08:00:00.000Z');
for (let index = 0; index < 30; index += 1) {
  const isBuyer = index % 3 !== 0;
  const other = others[index % 2]!.id;
  const status = statuses[index % statuses.length]!;
  const order = await db
    .insertInto('orders')
    .values({
      buyer_id: isBuyer ? account.id : other,
      seller_id: isBuyer ? other : account.id,
      service_id: service.id,
      service_title: 'Pipe work',
      price_cents: 100_00 + index,
      booking_date: '2026-03-10',
      status,
      created_at: index % 4 === 0 ? sameMoment : new Date(Date.UTC(2026, 1, 1 + index)),
    })
    .returning(['id', 'buyer_id', 'seller_id'])
    .executeTakeFirstOrThrow();
  if (index % 2 === 0) {
    await db.insertInto('payments').values({ order_id: order.id, amount_cents: 100_00 + index, status: 'HELD', provider: 'simulated', provider_reference: `SIM-${index}` }).execute();
  }
  if (status === 'COMPLETED') {
    await db.insertInto('reviews').values({ order_id: order.id, buyer_id: order.buyer_id, seller_id: order.seller_id, service_id: service.id, rating: 5 }).execute();
  }
}
const { sessionId } = await openSession(db, account.id);

/** What a plain query says the list holds, newest first, each as the single-order read shows it. */
async function expectedOrders(role: 'buyer' | 'seller' | undefined, state: 'active' | 'history' | undefined): Promise<Order[]> {
  const wanted = state === 'active' ? activeStatuses : state === 'history' ? historyStatuses : statuses;
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

const shapes = [undefined, 'buyer', 'seller'].flatMap((role) => [undefined, 'active', 'history'].map((state) => ({ role, state })));

describe('the orders lists', () => {
  it.each(shapes)('list exactly what a plain query finds, page by page, with its total (role $role, state $state)', async ({ role, state }) => {
    const expected = await expectedOrders(role as 'buyer' | 'seller' | undefined, state as 'active' | 'history' | undefined);
    const seen: Order[] = [];
    let cursor: string | undefined;
    do {
      const page = await listOrders(db, account.id, ordersQuery.parse({ limit: 4, role, state, cursor }), sessionId);
      expect(page.total).toBe(expected.length);
      seen.push(...page.orders);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(expected);
  });

  it('give the same answer whether the statement or requireUser checked the session', async () => {
    const query = ordersQuery.parse({ limit: 7, state: 'history' });
    expect(await listOrders(db, account.id, query, sessionId)).toEqual(await listOrders(db, account.id, query));
    expect(await listSellerOrders(db, account.id, 3, sessionId)).toEqual(await listSellerOrders(db, account.id, 3));
  });

  it('group a seller’s orders into the newest to deliver and the newest finished, with both totals', async () => {
    const active = await expectedOrders('seller', 'active');
    const history = await expectedOrders('seller', 'history');
    expect(await listSellerOrders(db, account.id, 3, sessionId)).toEqual({
      newOrders: active.slice(0, 3),
      orderHistory: history.slice(0, 3),
      newOrdersCount: active.length,
      historyCount: history.length,
    });
  });

  it('answer an account without orders with empty lists', async () => {
    const newcomer = await newUser('Newcomer');
    const { sessionId: newcomerSession } = await openSession(db, newcomer.id);
    expect(await listOrders(db, newcomer.id, ordersQuery.parse({}), newcomerSession)).toEqual({ orders: [], total: 0, nextCursor: null });
    expect(await listSellerOrders(db, newcomer.id, 5, newcomerSession)).toEqual({ newOrders: [], orderHistory: [], newOrdersCount: 0, historyCount: 0 });
  });

  it('refuse an ended session with the 401 of a bad token, for a valid and for a forged cursor alike', async () => {
    const ended = await openSession(db, account.id);
    await db.updateTable('sessions').set({ revoked_at: new Date(), revoked_reason: 'logged out' }).where('id', '=', ended.sessionId).execute();
    const refusal = { kind: 'unauthenticated', message: 'Invalid token' };
    await expect(listOrders(db, account.id, ordersQuery.parse({}), ended.sessionId)).rejects.toMatchObject(refusal);
    await expect(listOrders(db, account.id, ordersQuery.parse({ cursor: 'forged' }), ended.sessionId)).rejects.toMatchObject(refusal);
    await expect(listSellerOrders(db, account.id, 5, ended.sessionId)).rejects.toMatchObject(refusal);
    // The same session of someone else is no session of this caller.
    await expect(listOrders(db, others[0]!.id, ordersQuery.parse({}), sessionId)).rejects.toMatchObject(refusal);
  });
});
