import type { OrdersQuery } from '@fundi/shared';
import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
import type { Database } from '../../db';
import type { DB } from '../../db/types';
import type { KeysetPosition } from '../../lib/keyset-cursor';
import { preparedStatement, type Slots } from '../../lib/prepared-statements';
import { selectOrders, type OrderRow } from './orders.repository';

type Side = NonNullable<OrdersQuery['role']>;
/** One list of a screen: the caller's side (without a role, both sides) and which orders. */
type OrderList = { role?: Side; state?: OrdersQuery['state'] };
type SideOfList = OrderList & { userId: string; role: Side };

type ListedOrders = { rows: OrderRow[]; total: number };
type OrderListsReading<Lists extends readonly OrderList[]> = { lists: Lists; limit: number; after?: KeysetPosition };
/** One answer per list asked, in the same order. */
type ListedOrdersOf<Lists extends readonly OrderList[]> = { [Index in keyof Lists]: ListedOrders };

/**
 * A screen's order lists of `userId` (each a page newest first, continuing after `after`, and
 * its total) in one statement: one round trip, prepared once per connection.
 */
export async function readOrderLists<const Lists extends readonly OrderList[]>(
  db: Database,
  userId: string,
  { lists, limit, after }: OrderListsReading<Lists>,
): Promise<ListedOrdersOf<Lists>> {
  const read = statementFor({ hasCursor: after !== undefined, lists });
  const rows = await read(db, { userId, limit, afterCreatedAt: after?.createdAt, afterId: after?.id });
  const first = rows[0]!;
  return lists.map((_, index) => ({ rows: rows.filter((row) => row.list === index), total: Number(first[`total_${index}`]) })) as ListedOrdersOf<Lists>;
}

type Shape = { hasCursor: boolean; lists: readonly OrderList[] };
type ListValues = { userId: string; limit: number; afterCreatedAt?: string; afterId?: string };
/** Each order of a page, tagged with its list; the first row also answers when no list has any. */
type ListedRow = OrderRow & { list: number | null } & Record<`total_${number}`, number>;

// A statement's text depends only on its shape, so each shape is built and compiled once.
const statements = new Map<string, (db: Database, values: ListValues) => Promise<ListedRow[]>>();

function statementFor(shape: Shape) {
  const key = JSON.stringify([shape.hasCursor, shape.lists.map(({ role, state }) => [role ?? 'both', state ?? 'all'])]);
  let statement = statements.get(key);
  if (!statement) statements.set(key, (statement = preparedStatement((db: Database, slot: Slots<ListValues>) => buildLists(db, slot, shape))));
  return statement;
}

function buildLists(db: Database, slot: Slots<ListValues>, { hasCursor, lists }: Shape): RawBuilder<ListedRow> {
  const userId = slot('userId');
  const after = hasCursor ? { createdAt: slot('afterCreatedAt'), id: slot('afterId') } : undefined;
  // Each total is the sum of the person's counts (migration 0009) for the list's sides and states.
  const totals = lists.map((list, index) => {
    const counts = sidesOf({ ...list, userId }).flatMap((side) => countsOf(side).map((column) => sql.ref(`counts.${column}`)));
    return sql`coalesce(${sql.join(counts, sql` + `)}, 0) as ${sql.ref(`total_${index}`)}`;
  });
  const pages = lists.map((list, index) => {
    const page = pageOfList(db, { ...list, userId }, slot('limit'), after);
    return sql`select ${sql.lit(index)} as list, * from (${page}) as ${sql.ref(`page_${index}`)}`;
  });
  // One row even for someone without orders, to carry the totals.
  return sql<ListedRow>`select ${sql.join(totals)}, listed.*
    from (values (1)) as one
    left join order_counts as counts on counts.user_id = ${userId}
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
function pageOfList(db: Database, list: OrderList & { userId: string }, limit: number, after: KeysetPosition | undefined) {
  const [first, second] = sidesOf(list).map((side) => pageOfSide(db, side, limit, after));
  if (!second) return first!;
  return db
    .selectFrom(db.selectFrom(first!.as('first')).selectAll().unionAll(db.selectFrom(second.as('second')).selectAll()).as('orders'))
    .selectAll()
    .orderBy(sql`orders.created_at collate "C"`, 'desc')
    .orderBy('orders.id', 'desc')
    .limit(limit);
}

function pageOfSide(db: Database, side: SideOfList, limit: number, after: KeysetPosition | undefined) {
  let query = selectOrders(db).where((eb) => whereParty(eb, side));
  // A seller sees an order once it is paid (migration 0016).
  if (side.role === 'seller') query = query.where(sql<boolean>`orders.seller_sees`);
  const isActive = isActiveOfState(side.state);
  if (isActive) query = query.where(isActive);
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
 * Orders' own is_active column (migration 0015), written into the statement rather than
 * compared with a bound value: a plan made once for every caller can use the active orders'
 * partial indexes only when it sees their very condition.
 */
function isActiveOfState(state: OrderList['state']): RawBuilder<boolean> | undefined {
  if (state === 'active') return sql<boolean>`orders.is_active`;
  if (state === 'history') return sql<boolean>`not orders.is_active`;
  return undefined;
}
