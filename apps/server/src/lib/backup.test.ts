import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresUser, startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded-postgres';
import { backUpCluster, restoreCluster, runningPort } from './backup';

const folder = mkdtempSync(path.join(os.tmpdir(), 'fundi-backup-'));
const running: EmbeddedPostgres[] = [];
afterAll(async () => {
  for (const cluster of running) await cluster.stop();
  rmSync(folder, { recursive: true, force: true });
});

const start = async (dataDir: string) => {
  const cluster = await startEmbeddedPostgres({ dir: path.join(dataDir, 'postgres'), log: () => undefined });
  running.push(cluster);
  return cluster;
};

describe('a backup of the embedded database', () => {
  it('taken under a steady stream of writes, restores into a fresh folder holding every write acknowledged before it ended', async () => {
    const live = path.join(folder, 'live');
    const cluster = await start(live);
    expect(runningPort(path.join(live, 'postgres'))).toBe(Number(new URL(cluster.url).port));
    const writer = new pg.Client({ connectionString: cluster.url });
    await writer.connect();
    await writer.query('CREATE TABLE bookings (id int PRIMARY KEY, note text NOT NULL)');

    // Writes go on, one commit after another, all through the backup.
    const acknowledged: number[] = [];
    let writing = true;
    const writes = (async () => {
      for (let id = 1; writing; id += 1) {
        await writer.query('INSERT INTO bookings (id, note) VALUES ($1, $2)', [id, `booking ${id} ${'x'.repeat(200)}`]);
        acknowledged.push(id);
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const backup = path.join(folder, 'backup');
    // A commit is acknowledged once its WAL is on disk: all those before the WAL copy must be in it.
    let acknowledgedBeforeTheEnd = 0;
    const { startLsn, stopLsn } = await backUpCluster({
      url: cluster.url,
      clusterDir: path.join(live, 'postgres'),
      to: backup,
      onWalCopy: () => (acknowledgedBeforeTheEnd = acknowledged.length),
    });
    writing = false;
    await writes;
    await writer.end();
    expect(acknowledgedBeforeTheEnd).toBeGreaterThan(50);
    expect(startLsn).not.toBe(stopLsn);

    // A fresh folder, as on a new machine: the cluster and its password file.
    const fresh = path.join(folder, 'fresh');
    restoreCluster({ from: backup, clusterDir: path.join(fresh, 'postgres'), owner: postgresUser() });
    expect(() => restoreCluster({ from: backup, clusterDir: path.join(fresh, 'postgres') })).toThrow(/already exists/);
    copyFileSync(path.join(live, 'postgres-password'), path.join(fresh, 'postgres-password'));
    const restored = await start(fresh);
    const reader = new pg.Client({ connectionString: restored.url });
    await reader.connect();
    const { rows } = await reader.query<{ id: number }>('SELECT id FROM bookings ORDER BY id');
    await reader.end();
    const ids = new Set(rows.map((row) => row.id));
    const missing = acknowledged.slice(0, acknowledgedBeforeTheEnd).filter((id) => !ids.has(id));
    expect(missing).toEqual([]);
    // Nothing invented: the restored rows are writes that were made.
    expect(Math.max(...ids)).toBeLessThanOrEqual(acknowledged.length + 1);
  }, 120_000);

  it('refuses a folder that is not a backup', () => {
    expect(() => restoreCluster({ from: folder, clusterDir: path.join(folder, 'other', 'postgres') })).toThrow(/not a Fundi database backup/);
  });
});
