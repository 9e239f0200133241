// npm run backup [-- <folder>] and npm run restore -- <folder>: a consistent copy of the
// embedded database and the data folder's secrets, taken while the server runs (or not), and
// put back into a data folder that has none (docs/deploy.md, Backups). With DATABASE_URL,
// back up that PostgreSQL with its own tools instead.
import { copyFileSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { postgresUser, startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded-postgres';
import { backUpCluster, restoreCluster, runningEmbeddedUrl } from './lib/backup';
import { DataDirInUseError, lockDataDir } from './lib/data-dir-lock';

const usage = 'Usage: npm run backup [-- <new folder>] | npm run restore -- <backup folder>';
const [command, folder] = process.argv.slice(2);
if (command !== 'backup' && (command !== 'restore' || !folder)) {
  console.error(usage);
  process.exit(2);
}

/** The data folder's own files (the database password, the JWT and callback secrets), never the lock. */
const secretsIn = (dir: string) => readdirSync(dir).filter((name) => name !== 'server.lock' && statSync(path.join(dir, name)).isFile());

async function backUp(dataDir: string, to: string): Promise<void> {
  const clusterDir = path.join(dataDir, 'postgres');
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) throw new Error(`${dataDir} holds no embedded database`);
  const running = runningEmbeddedUrl(dataDir);
  let unlock: (() => void) | undefined;
  let embedded: EmbeddedPostgres | undefined;
  try {
    // The server's own PostgreSQL when it runs; else one started for the copy, under the folder's lock.
    if (!running) {
      unlock = lockDataDir(dataDir);
      embedded = await startEmbeddedPostgres({ dir: clusterDir, log: () => undefined });
    }
    const url = running ?? embedded!.url;
    const { stopLsn } = await backUpCluster({ url, clusterDir, to: path.join(to, 'postgres') });
    for (const name of secretsIn(dataDir)) copyFileSync(path.join(dataDir, name), path.join(to, name));
    console.log(`Backed up ${dataDir} into ${to} (consistent up to WAL ${stopLsn}). Keep it as secret as the data folder.`);
  } finally {
    await embedded?.stop();
    unlock?.();
  }
}

function restore(from: string, dataDir: string): void {
  const unlock = lockDataDir(dataDir);
  try {
    restoreCluster({ from: path.join(from, 'postgres'), clusterDir: path.join(dataDir, 'postgres'), owner: postgresUser() });
    for (const name of secretsIn(from)) {
      if (!existsSync(path.join(dataDir, name))) copyFileSync(path.join(from, name), path.join(dataDir, name));
    }
    console.log(`Restored ${from} into ${dataDir}. Start Fundi as usual (npm start): the database replays its log on the first start.`);
  } finally {
    unlock();
  }
}

try {
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new Error('DATABASE_URL is set: back up that PostgreSQL with pg_dump or its provider’s point-in-time recovery (docs/deploy.md)');
  }
  if (command === 'backup') {
    const to = path.resolve(folder ?? path.join('backups', `fundi-${new Date().toISOString().replace(/[:.]/g, '-')}`));
    if (existsSync(to)) throw new Error(`${to} already exists: a backup never overwrites one`);
    mkdirSync(to, { recursive: true, mode: 0o700 });
    await backUp(config.dataDir, to);
  } else {
    restore(path.resolve(folder!), config.dataDir);
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) console.error(error.message);
  else console.error(`Could not ${command}: ${(error as Error).message}`);
  process.exitCode = 1;
}
