import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { hashPassword } from '../../apps/server/src/lib/passwords';
import { dropForLoad, runSharedQueue } from './load-tuning';
import { categoriesJson, SCALE_PASSWORD, type Shape } from './shape';

export type GenerationReport = {
  /** Seconds per step; the orders and messages steps run at the same time. */
  steps: { step: string; seconds: number }[];
  totalSeconds: number;
  rows: Record<string, number>;
};

const sqlDir = path.join(import.meta.dirname, 'sql');
/** The tables the load fills, largest first (the order in which they are indexed and vacuumed). */
const loadedTables = [
  'messages', 'order_events', 'conversations', 'payment_events', 'orders', 'payments', 'reviews', 'users', 'offerings', 'services', 'order_counts',
];

/**
 * Fills a freshly migrated, empty database with `shape`. Everything is INSERT ... SELECT from
 * generate_series in two sessions (orders and their history in one, messages in the other:
 * two cores). Indexes and unique constraints are built after the load, one sort each instead
 * of millions of random inserts. VACUUM ANALYZE then leaves the tables as a live database's
 * autovacuum would: statistics and visibility maps current.
 */
export async function generateLargeData(url: string, shape: Shape): Promise<GenerationReport> {
  const started = performance.now();
  const report: GenerationReport = { steps: [], totalSeconds: 0, rows: {} };
  const timed = async (step: string, work: () => Promise<unknown>) => {
    const stepStart = performance.now();
    await work();
    report.steps.push({ step, seconds: seconds(performance.now() - stepStart) });
  };
  const [main, side] = [new pg.Client({ connectionString: url }), new pg.Client({ connectionString: url })];
  await Promise.all([main.connect(), side.connect()]);
  try {
    await main.query('CREATE SCHEMA scale_gen');
    await Promise.all([prepareSession(main), prepareSession(side)]);
    await setShape(main, shape);
    const restore = await dropForLoad(main, loadedTables, ['messages']);

    await timed('people and catalogue', () => runFiles(main, ['01-people.sql', '02-catalogue.sql']));
    await Promise.all([
      timed('orders, events, payments, reviews', () => runFiles(main, ['03-orders.sql', '04-order-history.sql'])),
      timed('messages and conversations', () => runFiles(side, ['05-messages.sql'])),
    ]);
    await timed('indexes and constraints', async () => {
      for (const phase of restore) await runSharedQueue([main, side], phase);
    });
    await main.query('DROP SCHEMA scale_gen CASCADE');
    await timed('vacuum analyze', async () => {
      await runSharedQueue([main, side], loadedTables.map((table) => `VACUUM (ANALYZE) ${table}`));
      // Writes the load's dirty pages now rather than in a checkpoint during the measurements.
      await main.query('CHECKPOINT');
    });
    for (const table of loadedTables) {
      const { rows } = await main.query<{ count: string }>(`SELECT count(*) FROM ${table}`);
      report.rows[table] = Number(rows[0]!.count);
    }
  } finally {
    await Promise.all([main.end(), side.end()]);
  }
  report.totalSeconds = seconds(performance.now() - started);
  return report;
}

async function prepareSession(client: pg.Client): Promise<void> {
  await client.query(`
    SET search_path = scale_gen, public;
    SET synchronous_commit = off;
    SET maintenance_work_mem = '512MB';
    SET work_mem = '128MB';
    SET max_parallel_maintenance_workers = 1;
    -- Skips the foreign-key triggers during the load: the SQL builds every reference from rows
    -- it has just inserted. CHECK and NOT NULL still apply, and unique constraints are checked
    -- when they are built again.
    SET session_replication_role = replica;
  `);
}

/** The numbers the SQL files read with current_setting('scale.*'). */
async function setShape(client: pg.Client, shape: Shape): Promise<void> {
  const settings: Record<string, string> = {
    'scale.sellers': String(shape.sellers),
    'scale.buyers': String(shape.buyers),
    'scale.orders': String(shape.orders),
    'scale.messages': String(shape.messages),
    'scale.conversations': String(shape.conversations),
    'scale.password_hash': await hashPassword(SCALE_PASSWORD),
    'scale.categories': categoriesJson(),
  };
  for (const [name, value] of Object.entries(settings)) await client.query('SELECT set_config($1, $2, false)', [name, value]);
}

async function runFiles(client: pg.Client, files: string[]): Promise<void> {
  for (const file of files) await client.query(readFileSync(path.join(sqlDir, file), 'utf8'));
}

const seconds = (ms: number) => Math.round(ms / 100) / 10;
