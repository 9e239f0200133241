// The database of a command-line tool (npm run admin, npm run news): DATABASE_URL, else the
// embedded PostgreSQL of DATA_DIR, which only one process may run (stop the server first).
// Migrated first; closed however the task ends. A failure is printed as one line and sets the
// exit code.
import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { createDatabase, type Database } from './db';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded-postgres';
import { migrateToLatest } from './db/migrate';
import { DataDirInUseError, lockDataDir } from './lib/data-dir-lock';

export async function runWithDatabase(task: (db: Database) => Promise<void>, { failure }: { failure: string }): Promise<void> {
  let unlock: (() => void) | undefined;
  let embedded: EmbeddedPostgres | undefined;
  try {
    const config = loadConfig();
    if (!config.databaseUrl) {
      unlock = lockDataDir(config.dataDir);
      embedded = await startEmbeddedPostgres({ dir: path.join(config.dataDir, 'postgres'), log: () => undefined });
    }
    const db = createDatabase(config.databaseUrl ?? embedded!.url);
    try {
      await migrateToLatest(db);
      await task(db);
    } finally {
      await db.destroy();
    }
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirInUseError) console.error(error.message);
    else console.error(`${failure}: ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    await embedded?.stop();
    unlock?.();
  }
}
