import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import { createDatabase, type Database } from '../src/db';
import { adminQuery, withDatabase } from './global-setup';

export type TestContext = { app: FastifyInstance; db: Database; databaseUrl: string };

export const testJwtSecret = 'test-secret-that-is-long-enough-for-hs256-signing';

/**
 * A fresh, migrated database of this test file's own and the app built on it. Call once at
 * the top of a test file; everything is dropped after the file.
 */
export async function createTestContext(
  options: { webDistDir?: string; logLevel?: string; logStream?: { write: (line: string) => void } } = {},
): Promise<TestContext> {
  const serverUrl = inject('testServerUrl');
  const name = `fundi_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
  const databaseUrl = withDatabase(serverUrl, name);
  const db = createDatabase(databaseUrl, { max: 5 });
  const app = await buildApp({
    config: { jwtSecret: testJwtSecret, publicUrl: 'http://localhost:3000', logLevel: options.logLevel ?? 'silent', trustProxy: false },
    logStream: options.logStream,
    db,
    webDistDir: options.webDistDir ?? path.join(import.meta.dirname, 'fixtures', 'no-web-build'),
  });
  afterAll(async () => {
    await app.close();
    await db.destroy();
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
  return { app, db, databaseUrl };
}
