import { isActiveStatus, orderStatuses } from '@fundi/shared';
import { Kysely, PostgresDialect, sql, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/helpers';
import type { DB } from '../../db/types';
import { readOrderLists } from './order-lists.repository';

// What the repository relies on: orders.is_active says what the shared table says, each screen
// is one statement, and that statement, prepared once for every caller, can still use the
// active orders' partial indexes. (What the lists hold: orders.service.test.ts.)
const queries: string[] = [];
const { db, databaseUrl } = await createTestContext({ onQuery: (text) => queries.push(text) });
/** One connection that logs each statement with its values, to plan it again by hand. */
const logged: CompiledQuery[] = [];
const loggingDb = new Kysely<DB>({
  dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 1 }) }),
  log: (event) => void (event.level === 'query' && logged.push(event.query)),
});
afterAll(() => loggingDb.destroy());

const newUser = (name: string) =>
  db.insertInto('users').values({ name, email: `${name.toLowerCase().replace(/ /g, '.')}@repository.fundi.test`, phone: null, password_hash: null }).returning('id').executeTakeFirstOrThrow();
const buyer = await newUser('Repository Buyer');
const seller = await newUser('Repository Seller');
const service = await db.insertInto('services').values({ category: 'plumbing', title: 'Tap fitting' }).returning('id').executeTakeFirstOrThrow();
for (const status of orderStatuses) {
  await db
    .insertInto('orders')
    .values({ buyer_id: buyer.id, seller_id: seller.id, service_id: service.id, service_title: 'Tap fitting', price_cents: 100_00, booking_date: '2026-03-10', status, seller_sees: true })
    .execute();
}

describe('the orders lists repository', () => {
  it('finds orders.is_active true for exactly the statuses the shared table calls active', async () => {
    // A new active status is one edit in packages/shared and a migration redefining the column.
    const rows = await db.selectFrom('orders').select(['status', 'is_active']).where('buyer_id', '=', buyer.id).execute();
    expect(rows.map(({ status }) => status).sort()).toEqual([...orderStatuses].sort());
    for (const { status, is_active } of rows) expect(is_active, status).toBe(isActiveStatus(status as (typeof orderStatuses)[number]));
  });

  it('reads every list of a screen and their totals in one statement', async () => {
    queries.length = 0;
    const lists = [
      { role: 'seller', state: 'active' },
      { role: 'seller', state: 'history' },
    ] as const;
    const [active, history] = await readOrderLists(db, seller.id, { lists, limit: 5 });
    expect(queries).toHaveLength(1);
    expect(active.rows.map((row) => row.status).sort()).toEqual(['ACCEPTED', 'IN_PROGRESS', 'PENDING']);
    expect([active.total, history.total]).toEqual([3, 3]);
  });

  it('lets the plan made once for every caller read the active orders’ partial index', async () => {
    await readOrderLists(loggingDb, buyer.id, { lists: [{ role: 'buyer', state: 'active' }], limit: 5 });
    const [statement] = logged;
    const plan = await loggingDb.transaction().execute(async (trx) => {
      await sql`set local plan_cache_mode = force_generic_plan`.execute(trx);
      await sql`set local enable_seqscan = off`.execute(trx);
      await sql.raw(`prepare active_page as ${statement!.sql}`).execute(trx);
      // A utility statement takes no bound values: the request's values are written in.
      const values = sql.join(statement!.parameters.map((value) => sql.lit(value)));
      const explained = await sql<{ 'QUERY PLAN': string }>`explain execute active_page(${values})`.execute(trx);
      await sql`deallocate active_page`.execute(trx);
      return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('orders_buyer_active_page_idx');
  });
});
