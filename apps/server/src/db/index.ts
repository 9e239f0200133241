import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { poolWithPreparedStatements } from '../lib/prepared-statements';
import type { DB } from './types';

export type Database = Kysely<DB>;

// bigint columns (money in cents) come back as numbers: amounts stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
// DATE columns stay 'YYYY-MM-DD' strings: a booking date is a calendar day, not an instant.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
// And DATE[] (a seller's blocked dates) a list of them, as text[] is read: pg would make Dates.
type TypeId = Parameters<typeof pg.types.getTypeParser>[0];
const DATE_ARRAY = 1182 as TypeId;
const TEXT_ARRAY = 1009 as TypeId;
pg.types.setTypeParser(DATE_ARRAY, pg.types.getTypeParser(TEXT_ARRAY));

/** What the metrics read of a database's pool and queries (plugins/metrics.ts). */
export type DatabaseUse = {
  /** Connections open, idle, and requests waiting for one. */
  pool: () => { total: number; idle: number; waiting: number };
  /** Called with every query's time in milliseconds, failed ones too, once set. */
  onQueryTime?: (milliseconds: number) => void;
};

const useOf = new WeakMap<Database, DatabaseUse>();

/** The pool and query times of a database made by createDatabase. */
export function databaseUse(db: Database): DatabaseUse | undefined {
  return useOf.get(db);
}

export function createDatabase(url: string, options: { max?: number; onQuery?: (sql: string) => void } = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 20, idleTimeoutMillis: 30_000 });
  // A dropped idle connection must not crash the server; the pool replaces it.
  pool.on('error', () => undefined);
  const { onQuery } = options;
  const use: DatabaseUse = { pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }) };
  const db = new Kysely<DB>({
    dialect: new PostgresDialect({ pool: poolWithPreparedStatements(pool) }),
    log: (event) => {
      if (event.level === 'query') onQuery?.(event.query.sql);
      use.onQueryTime?.(event.queryDurationMillis);
    },
  });
  useOf.set(db, use);
  return db;
}
