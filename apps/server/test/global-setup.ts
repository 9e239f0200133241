import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { migrateToLatest } from '../src/db/migrate';

declare module 'vitest' {
  interface ProvidedContext {
    /** Server URL of the test PostgreSQL (any database name; helpers swap it). */
    testServerUrl: string;
    /** A migrated, empty database each test file clones. */
    templateDatabase: string;
  }
}

/**
 * One real PostgreSQL for the whole run: the one at TEST_DATABASE_URL when set, else an
 * embedded cluster in a temporary folder. The schema is migrated once into a template;
 * each test file then gets its own copy (CREATE DATABASE ... TEMPLATE), so files run in
 * parallel without seeing each other's rows.
 */
export default async function setup(project: TestProject) {
  let folder: string | undefined;
  let stopEmbedded: (() => Promise<void>) | undefined;
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    folder = mkdtempSync(path.join(os.tmpdir(), 'fundi-test-pg-'));
    const embedded = await startEmbeddedPostgres({ dir: path.join(folder, 'postgres'), durable: false, log: () => undefined });
    serverUrl = embedded.url;
    stopEmbedded = embedded.stop;
  }

  const templateDatabase = `fundi_template_${process.pid}`;
  await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${templateDatabase}`);
  await adminQuery(serverUrl, `CREATE DATABASE ${templateDatabase}`);
  const db = createDatabase(withDatabase(serverUrl, templateDatabase), { max: 2 });
  await migrateToLatest(db);
  await db.destroy();

  project.provide('testServerUrl', serverUrl);
  project.provide('templateDatabase', templateDatabase);

  return async () => {
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${templateDatabase} WITH (FORCE)`).catch(() => undefined);
    await stopEmbedded?.();
    if (folder) rmSync(folder, { recursive: true, force: true });
  };
}

export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function adminQuery(serverUrl: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}
