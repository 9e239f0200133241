import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { poolWithPreparedStatements } from '../lib/prepared-statements';
import type { DB } from './types';

export type Database = Kysely<DB>;

// bigint columns (money in cents) come back as numbers: amounts stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
// DATE columns stay 'YYYY-MM-DD' strings: a booking date is a calendar day, not an instant.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export function createDatabase(url: string, options: { max?: number; onQuery?: (sql: string) => void } = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 20, idleTimeoutMillis: 30_000 });
  // A dropped idle connection must not crash the server; the pool replaces it.
  pool.on('error', () => undefined);
  const { onQuery } = options;
  return new Kysely<DB>({
    dialect: new PostgresDialect({ pool: poolWithPreparedStatements(pool) }),
    ...(onQuery
      ? {
          log: (event) => {
            if (event.level === 'query') onQuery(event.query.sql);
          },
        }
      : {}),
  });
}
