import { activeStatuses, historyStatuses, type OrdersQuery } from '@fundi/shared';
import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
import type { Database } from '../../db';
import type { DB } from '../../db/types';
import type { KeysetPosition } from '../../lib/keyset-cursor';
import { callerCte, isCallerSignedIn, type ClaimedCaller } from '../../lib/live-sessions';
import { plannedStatement, type Slots } from '../../lib/planned-statements';
import { selectOrders, type OrderRow } from './orders.repository';

type Side = NonNullable<OrdersQuery['role']>;
/** One list of a screen: the caller's side (without a role, both sides) and which orders. */
export type OrderList = { role?: Side; state?: OrdersQuery['state'] };
type SideOfList = OrderList & { userId: string; role: Side };

export type ListedOrders = { rows: OrderRow[]; total: number };
/**
 * The version of the person's orders the lists were read at (migration 0010), read in the same
 * statement as the pages; null while the person has never had an order.
 */
export type ListsVersion = number | null;
export type OrderListsReading<Lists extends readonly OrderList[]> = { lists: Lists; limit: number; after?: KeysetPosition };
/** One answer per list asked, in the same order. */
export type ListedOrdersOf<Lists extends readonly OrderList[]> = { [Index in keyof Lists]: ListedOrders };

/**
 * A screen's order lists (each a page newest first, continuing after `after`, and its total)
 * in one statement: one round trip, planned once per connection. Given a session, nothing is
 * read unless it is live, and the answer is then undefined.
 */
export async function readOrderLists<const Lists extends readonly OrderList[]>(
  db: Database,
  caller: ClaimedCaller,
  { lists, limit, after }: OrderListsReading<Lists>,
): Promise<{ lists: ListedOrdersOf<Lists>; version: ListsVersion } | undefined> {
  const read = statementFor({ confirmsSession: caller.sessionId !== undefined, hasCursor: after !== undefined, lists });
  const rows = await read(db, { ...caller, now: new Date(), limit, afterCreatedAt: after?.createdAt, afterId: after?.id });
  const [first] = rows;
  if (!first?.is_signed_in) return undefined;
  const listed = lists.map((_, index) => ({ rows: rows.filter((row) => row.list === index), total: Number(first[`total_${index}`]) }));
  return { lists: listed as ListedOrdersOf<Lists>, version: first.lists_version };
}


type Shape = { confirmsSession: boolean; hasCursor: boolean; lists: readonly OrderList[] };
type ListValues = { sessionId?: string; userId: string; now: Date; limit: number; afterCreatedAt?: string; afterId?: string };
/** Each order of a page, tagged with its list; the first row also answers when no list has any. */
type ListedRow = OrderRow & { is_signed_in: boolean; lists_version: ListsVersion; list: number | null } & Record<`total_${number}`, number>;

// A statement's text depends only on its shape, so each shape is built and compiled once.
const statements = new Map<string, (db: Database, values: ListValues) => Promise<ListedRow[]>>();

function statementFor(shape: Shape) {
  const key = JSON.stringify([shape.confirmsSession, shape.hasCursor, shape.lists.map(({ role, state }) => [role ?? 'both', state ?? 'all'])]);
  let statement = statements.get(key);
  if (!statement) statements.set(key, (statement = plannedStatement((db: Database, slot: Slots<ListValues>) => buildLists(db, slot, shape))));
  return statement;
}

function buildLists(db: Database, slot: Slots<ListValues>, { confirmsSession, hasCursor, lists }: Shape): RawBuilder<ListedRow> {
  const userId = slot('userId');
  const after = hasCursor ? { createdAt: slot('afterCreatedAt'), id: slot('afterId') } : undefined;
  const caller = callerCte(db, { sessionId: confirmsSession ? slot('sessionId') : undefined, userId, now: slot('now') });
  // In every reading of orders, so that for an ended session none of them runs.
  const isSignedIn = isCallerSignedIn;
  // Each total is the sum of the person's counts (migration 0009) for the list's sides and states.
  const totals = lists.map((list, index) => {
    const counts = sidesOf({ ...list, userId }).flatMap((side) => countsOf(side).map((column) => sql.ref(`counts.${column}`)));
    return sql`coalesce(${sql.join(counts, sql` + `)}, 0) as ${sql.ref(`total_${index}`)}`;
  });
  const pages = lists.map((list, index) => {
    const page = pageOfList(db, { ...list, userId }, slot('limit'), after, isSignedIn);
    return sql`select ${sql.lit(index)} as list, * from (${page}) as ${sql.ref(`page_${index}`)}`;
  });
  return sql<ListedRow>`with ${caller}
    select caller.is_signed_in, counts.version as lists_version, ${sql.join(totals)}, listed.*
    from caller
    left join order_counts as counts on counts.user_id = ${slot('userId')} and ${isSignedIn}
    left join (${sql.join(pages, sql` union all `)}) as listed on true
    order by listed.list, listed.created_at collate "C" desc, listed.id desc`;
}

/** The sides a list covers. They never overlap: an order's buyer is never its seller (a CHECK). */
function sidesOf(list: OrderList & { userId: string }): SideOfList[] {
  return list.role ? [{ ...list, role: list.role }] : [{ ...list, role: 'buyer' }, { ...list, role: 'seller' }];
}

/**
 * The page's orders, each a whole card (migration 0008 keeps the card on the order). Each side
 * is read in its page index's order up to `limit`; for both sides the two are merged (one OR
 * over both sides would fetch and sort every order of a busy account).
 */
function pageOfList(db: Database, list: OrderList & { userId: string }, limit: number, after: KeysetPosition | undefined, isSignedIn: RawBuilder<boolean>) {
  const [first, second] = sidesOf(list).map((side) => pageOfSide(db, side, limit, after, isSignedIn));
  if (!second) return first!;
  return db
    .selectFrom(db.selectFrom(first!.as('first')).selectAll().unionAll(db.selectFrom(second.as('second')).selectAll()).as('orders'))
    .selectAll()
    .orderBy(sql`orders.created_at collate "C"`, 'desc')
    .orderBy('orders.id', 'desc')
    .limit(limit);
}

function pageOfSide(db: Database, side: SideOfList, limit: number, after: KeysetPosition | undefined, isSignedIn: RawBuilder<boolean>) {
  let query = selectOrders(db)
    .where((eb) => whereParty(eb, side))
    .where(isSignedIn);
  const statuses = statusesOf(side.state);
  if (statuses) query = query.where('orders.status', 'in', statuses);
  if (after) query = query.where(sql<boolean>`(orders.created_at, orders.id) < (${after.createdAt}, ${after.id})`);
  return query.orderBy('orders.created_at', 'desc').orderBy('orders.id', 'desc').limit(limit);
}

/** The columns of order_counts that count a side's orders in the list's state. */
function countsOf({ role, state }: SideOfList): string[] {
  const states = state === 'active' ? ['active'] : state === 'history' ? ['history'] : ['active', 'history'];
  return states.map((name) => `${role}_${name}`);
}

function whereParty(eb: ExpressionBuilder<DB, 'orders'>, { userId, role }: SideOfList) {
  return eb(role === 'buyer' ? 'orders.buyer_id' : 'orders.seller_id', '=', userId);
}

/**
 * Written into the statement rather than bound: a plan made once for every caller can use the
 * active orders' partial indexes only when it sees the very statuses they were built for.
 */
function statusesOf(state: OrderList['state']): RawBuilder<string>[] | undefined {
  const statuses = state === 'active' ? activeStatuses : state === 'history' ? historyStatuses : undefined;
  return statuses?.map((status) => sql.lit(status));
}
