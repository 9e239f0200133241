import { chownSync, copyFileSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { copyFile, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

// A consistent copy of a running embedded PostgreSQL (docs/deploy.md, Backups): PostgreSQL's own
// online backup, as pg_basebackup does it, with the files copied by us since the embedded
// binaries ship no pg_basebackup. A temporary replication slot keeps every WAL segment written
// during the copy; pg_backup_stop's label tells the restored cluster where to start replaying,
// and the WAL copied last carries every write committed before the copy ended.

/** Left out of the copy: recreated at start, or must not be restored (PostgreSQL's list). */
const skipped = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map']);
/** Folders whose contents are left out (their folders are kept, empty). */
const emptied = new Set(['pg_wal', 'pg_replslot', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_stat_tmp', 'pg_subtrans']);

/**
 * Copies the cluster at `clusterDir`, served at `url`, into `to` (a new folder). It holds every
 * transaction committed before its WAL copy began; `onWalCopy` is told that moment.
 */
export async function backUpCluster({
  url,
  clusterDir,
  to,
  onWalCopy,
}: {
  url: string;
  clusterDir: string;
  to: string;
  onWalCopy?: () => void;
}): Promise<{ startLsn: string; stopLsn: string }> {
  if (existsSync(to)) throw new Error(`${to} already exists: a backup never overwrites one`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Reserved from now until this session ends: no WAL of the copy is recycled under it.
    await client.query(`SELECT pg_create_physical_replication_slot('fundi_backup_' || pg_backend_pid(), true, true)`);
    const started = await client.query<{ lsn: string }>(`SELECT pg_backup_start('fundi', true) AS lsn`);
    await copyTree(clusterDir, to, '');
    const stopped = await client.query<{ lsn: string; labelfile: string }>(`SELECT lsn, labelfile FROM pg_backup_stop(true)`);
    // Every segment up to the stop, and any written after it, which only adds more to replay.
    onWalCopy?.();
    await copyTree(path.join(clusterDir, 'pg_wal'), path.join(to, 'pg_wal'), 'pg_wal', true);
    writeFileSync(path.join(to, 'backup_label'), stopped.rows[0]!.labelfile, { mode: 0o600 });
    return { startLsn: started.rows[0]!.lsn, stopLsn: stopped.rows[0]!.lsn };
  } finally {
    await client.end();
  }
}

/**
 * Copies `from` into `to`, tolerating files PostgreSQL deletes while we read (WAL replay
 * restores whatever they held). `relative` is where `from` sits in the cluster. Asynchronous,
 * so the process serving people (or writing, in the test) goes on during the copy.
 */
async function copyTree(from: string, to: string, relative: string, isWal = false): Promise<void> {
  await mkdir(to, { recursive: true, mode: 0o700 });
  if (!isWal && emptied.has(relative)) return;
  let names: string[];
  try {
    names = await readdir(from);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const name of names) {
    if (!relative && skipped.has(name)) continue;
    if (name.startsWith('pgsql_tmp')) continue;
    const source = path.join(from, name);
    try {
      if ((await lstat(source)).isDirectory()) await copyTree(source, path.join(to, name), relative ? `${relative}/${name}` : name, isWal);
      else await copyFile(source, path.join(to, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

/** Copies a backup's cluster into `clusterDir` (which must not exist), owned by `owner` when given. */
export function restoreCluster({ from, clusterDir, owner }: { from: string; clusterDir: string; owner?: { uid: number; gid: number } }): void {
  if (existsSync(clusterDir)) throw new Error(`${clusterDir} already exists: move it aside first, a restore never overwrites a database`);
  if (!existsSync(path.join(from, 'backup_label')) || !existsSync(path.join(from, 'PG_VERSION'))) {
    throw new Error(`${from} is not a Fundi database backup (no backup_label or PG_VERSION)`);
  }
  copyPlain(from, clusterDir, owner);
}

function copyPlain(from: string, to: string, owner: { uid: number; gid: number } | undefined): void {
  mkdirSync(to, { recursive: true, mode: 0o700 });
  if (owner) chownSync(to, owner.uid, owner.gid);
  for (const name of readdirSync(from)) {
    const source = path.join(from, name);
    const target = path.join(to, name);
    if (lstatSync(source).isDirectory()) copyPlain(source, target, owner);
    else {
      copyFileSync(source, target);
      if (owner) chownSync(target, owner.uid, owner.gid);
    }
  }
}

/** The port a running cluster listens on, from its postmaster.pid (line 4), or undefined when none runs. */
export function runningPort(clusterDir: string): number | undefined {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const port = Number(readFileSync(pidFile, 'utf8').split('\n')[3]);
  return Number.isInteger(port) && port > 0 ? port : undefined;
}

/**
 * The address of the embedded PostgreSQL a server runs on `dataDir`, or undefined when none runs:
 * its port from postmaster.pid, its password kept beside the cluster (db/embedded-postgres.ts).
 */
export function runningEmbeddedUrl(dataDir: string): string | undefined {
  const port = runningPort(path.join(dataDir, 'postgres'));
  if (port === undefined) return undefined;
  const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}
