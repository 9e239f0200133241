import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase } from '../../apps/server/src/db';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded-postgres';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import { onStop } from '../lib/product';

export type Cluster = {
  /** Connection URL of a database in this cluster. */
  urlOf: (database: string) => string;
};

/**
 * One embedded PostgreSQL (the product's own module, so the same binaries and settings the
 * product runs on) holding both databases: demo and large share one PostgreSQL with the same
 * settings and the same memory, so only the amount of data differs between them. fsync is off
 * (`durable: false`), as for the product's test clusters; the measured reads never wait on it.
 * It lives in a temporary folder, removed with it when the part ends (bench/lib/product's stopAll).
 */
export async function startCluster(): Promise<Cluster> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'fundi-bench-scale-'));
  const postgres = await startEmbeddedPostgres({
    dir: path.join(folder, 'postgres'),
    durable: false,
    log: (level, message) => {
      if (level === 'warn') console.warn(`[scale] ${message}`);
    },
  });
  const urlOf = (database: string) => {
    const url = new URL(postgres.url);
    url.pathname = `/${database}`;
    return url.toString();
  };
  onStop(async () => {
    await postgres.stop();
    rmSync(folder, { recursive: true, force: true });
  });
  return { urlOf };
}

/** Creates an empty database and brings it to the product's latest schema. */
export async function createMigratedDatabase(cluster: Cluster, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: cluster.urlOf('postgres') });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const db = createDatabase(cluster.urlOf(name), { max: 1 });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  return cluster.urlOf(name);
}
