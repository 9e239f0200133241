import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/helpers';
import { createDatabase, type Database } from '../db';
import { preparedStatement, type Slots } from './prepared-statements';

const { db, databaseUrl } = await createTestContext();

type Values = { first: number; second?: number };
const addUp = preparedStatement((database: Database, slot: Slots<Values>) => database.selectNoFrom(sql<number>`${slot('first')}::int + ${slot('second')}::int`.as('sum')));

/** The prepared statements of the connection a transaction holds, by their text. */
const preparedOn = (trx: Database) => sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(trx);

describe('a prepared statement', () => {
  it('binds each call’s own values', async () => {
    expect(await addUp(db, { first: 1, second: 2 })).toEqual([{ sum: 3 }]);
    expect(await addUp(db, { first: 40, second: 2 })).toEqual([{ sum: 42 }]);
  });

  it('is prepared once per connection and reused, while other statements are not prepared', async () => {
    await db.transaction().execute(async (trx) => {
      await addUp(trx, { first: 1, second: 1 });
      await addUp(trx, { first: 2, second: 2 });
      await trx.selectNoFrom(sql<number>`${7}::int`.as('other')).execute();
      const prepared = (await preparedOn(trx)).rows.map((row) => row.statement);
      expect(prepared.filter((statement) => statement.includes('::int + '))).toHaveLength(1);
      expect(prepared.some((statement) => statement.includes('as "other"'))).toBe(false);
    });
  });

  it('refuses to run without a value its statement needs', async () => {
    await expect(addUp(db, { first: 1 })).rejects.toThrow('needs a value for second');
  });

  it('refuses a value written in when it was built: it would serve every later call', async () => {
    const frozenClock = preparedStatement((database: Database) => database.selectNoFrom(sql<Date>`${new Date()}::timestamptz`.as('now')));
    await expect(frozenClock(db, {})).rejects.toThrow('takes its values through slots only');
  });

  it('gives up a connection whose prepared plan a migration made unusable, and works on a fresh one', async () => {
    const single = createDatabase(databaseUrl, { max: 1 });
    try {
      await sql`create table plan_probe (value int)`.execute(single);
      await sql`insert into plan_probe values (7)`.execute(single);
      const readProbe = preparedStatement((database: Database, slot: Slots<{ minimum: number }>) =>
        sql<{ value: unknown }>`select value from plan_probe where length(value::text) >= ${slot('minimum')}`,
      );
      expect(await readProbe(single, { minimum: 1 })).toEqual([{ value: 7 }]);
      await sql`alter table plan_probe alter column value type text`.execute(single);
      await expect(readProbe(single, { minimum: 1 })).rejects.toThrow('cached plan must not change result type');
      expect(await readProbe(single, { minimum: 1 })).toEqual([{ value: '7' }]);
    } finally {
      await single.destroy();
    }
  });
});
