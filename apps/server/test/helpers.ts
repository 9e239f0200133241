import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import { createDatabase, type Database } from '../src/db';
import { createMailer } from '../src/lib/mailer';
import { adminQuery, withDatabase } from './global-setup';

export type TestContext = { app: FastifyInstance; db: Database; databaseUrl: string; outboxDir: string };

export const testJwtSecret = 'test-secret-that-is-long-enough-for-hs256-signing';

/**
 * A fresh, migrated database of this test file's own and the app built on it. Call once at
 * the top of a test file; everything is dropped after the file.
 */
export async function createTestContext(
  options: {
    webDistDir?: string;
    logLevel?: string;
    logStream?: { write: (line: string) => void };
    /** Send e-mail to this SMTP server; by default it is written to `outboxDir`. */
    smtpUrl?: string;
    redisUrl?: string;
    google?: Config['google'];
    /** Called with the SQL of every query the app runs (to count them). */
    onQuery?: (sql: string) => void;
    /** Share another context's database (a second server instance) instead of a fresh one. */
    databaseUrl?: string;
  } = {},
): Promise<TestContext> {
  const serverUrl = inject('testServerUrl');
  const name = `fundi_test_${randomBytes(6).toString('hex')}`;
  const ownsDatabase = !options.databaseUrl;
  if (ownsDatabase) await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
  const databaseUrl = options.databaseUrl ?? withDatabase(serverUrl, name);
  const db = createDatabase(databaseUrl, { max: 5, onQuery: options.onQuery });
  const outboxDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'fundi-test-mail-')), 'outbox');
  const mailer = createMailer({ smtpUrl: options.smtpUrl, from: 'Fundi <no-reply@fundi.test>', outboxDir, log: { info: () => undefined } });
  const app = await buildApp({
    config: {
      jwtSecret: testJwtSecret,
      publicUrl: 'http://localhost:3000',
      logLevel: options.logLevel ?? 'silent',
      trustProxy: false,
      redisUrl: options.redisUrl,
      supportEmail: 'support@fundi.test',
      google: options.google ?? { clientId: undefined, clientSecret: undefined, issuer: 'https://accounts.google.com' },
    },
    mailer,
    logStream: options.logStream,
    db,
    webDistDir: options.webDistDir ?? path.join(import.meta.dirname, 'fixtures', 'no-web-build'),
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await db.destroy();
    if (ownsDatabase) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
  return { app, db, databaseUrl, outboxDir };
}
