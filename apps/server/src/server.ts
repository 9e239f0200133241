// Starts Fundi: configuration, database (external or embedded), migrations, demo data, HTTP.
// Stops it cleanly on SIGTERM/SIGINT: /api/ready turns 503 and DRAIN_SECONDS pass, then no new
// connections, requests in flight finish, the pool closes and the embedded PostgreSQL shuts down.
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { createDatabase } from './db';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded-postgres';
import { migrateToLatest } from './db/migrate';
import { seedDemoData } from './features/demo/seed-demo-data';
import { DataDirInUseError, lockDataDir } from './lib/data-dir-lock';
import { createMailer } from './lib/mailer';
import { createSmsSender } from './lib/sms/sms-sender';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const startupLog = (level: 'info' | 'warn' | 'debug', message: string) => {
  if (level === 'debug' && config.logLevel !== 'debug' && config.logLevel !== 'trace') return;
  console.error(JSON.stringify({ level, time: Date.now(), msg: message }));
};

let unlock: (() => void) | undefined;
let embedded: EmbeddedPostgres | undefined;
try {
  if (!config.databaseUrl) {
    unlock = lockDataDir(config.dataDir);
    embedded = await startEmbeddedPostgres({ dir: path.join(config.dataDir, 'postgres'), log: startupLog });
  }
} catch (error) {
  unlock?.();
  console.error(error instanceof DataDirInUseError ? error.message : `Could not start the database: ${(error as Error).message}`);
  process.exit(1);
}

const db = createDatabase(config.databaseUrl ?? embedded!.url);
const mailer = createMailer({
  smtpUrl: config.smtpUrl,
  from: config.mailFrom,
  outboxDir: config.outboxDir,
  log: { info: (details, message) => app.log.info(details, message) },
});
const sms = createSmsSender({
  africasTalking: config.sms,
  outboxDir: config.outboxDir,
  log: { info: (details, message) => app.log.info(details, message) },
});
// Every instance runs the payment and notification workers; each payment is moved and each
// notice sent by one (row locks, SKIP LOCKED). Notices are looked for every 2 seconds: a reset
// code by SMS is awaited by someone holding their phone. Housekeeping (erasing identity photos
// when due) is idempotent: hourly in each instance is plenty; the retention schedule counts in
// days, so deleting what it no longer keeps runs daily.
const app = await buildApp({
  config,
  db,
  mailer,
  sms,
  paymentWorkerIntervalMs: 5000,
  notificationIntervalMs: 2000,
  housekeepingIntervalMs: 60 * 60 * 1000,
  retentionIntervalMs: 24 * 60 * 60 * 1000,
  outboxDir: config.outboxDir,
});

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal, drainSeconds: config.drainSeconds }, 'shutting down');
  const forced = setTimeout(() => process.exit(1), config.drainSeconds * 1000 + 30_000).unref();
  try {
    // Not ready from now on; still serving while load balancers notice, then no new connections.
    app.startDraining();
    if (config.drainSeconds > 0) await new Promise((resolve) => setTimeout(resolve, config.drainSeconds * 1000));
    await app.close();
    await db.destroy();
    await embedded?.stop();
  } finally {
    unlock?.();
    clearTimeout(forced);
    process.exit(0);
  }
}
process.once('SIGTERM', () => void stop('SIGTERM'));
process.once('SIGINT', () => void stop('SIGINT'));

try {
  const applied = await migrateToLatest(db);
  if (applied.length) app.log.info({ migrations: applied }, 'database migrated');
  if (config.demoData) await seedDemoData(db, app.log);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Fundi is running at ${config.publicUrl}`);
} catch (error) {
  app.log.error({ err: error }, 'start-up failed');
  await app.close().catch(() => undefined);
  await db.destroy().catch(() => undefined);
  await embedded?.stop();
  unlock?.();
  process.exit(1);
}
