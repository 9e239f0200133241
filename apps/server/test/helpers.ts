import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, type WriteStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, expect, inject } from 'vitest';
import { buildApp } from '../src/app';
import type { Config, PaymentsConfig, SmsConfig } from '../src/config';
import { createDatabase, type Database } from '../src/db';
import { createMailer } from '../src/lib/mailer';
import { createSmsSender } from '../src/lib/sms/sms-sender';
import type { RequestTimeouts } from '../src/plugins/slow-requests';
import { adminQuery, withDatabase } from './global-setup';

export type TestContext = {
  app: FastifyInstance;
  db: Database;
  databaseUrl: string;
  outboxDir: string;
  /** This app's log file (see openTestLog). */
  logFile: string;
};

export const testJwtSecret = 'test-secret-that-is-long-enough-for-hs256-signing';

/** The root test-results/ (git-ignored); scripts/scan-logs.mjs reads this folder. */
const serverLogsDir = path.resolve(import.meta.dirname, '../../../test-results/server-logs');

/**
 * Every test app logs for real, at debug, into a file of its own, so that the log scan at
 * the end of `npm test` sees what a production log would hold after the same requests and
 * fails if a token, password or reset link got into it.
 */
function openTestLog(): { file: string; stream: WriteStream } {
  mkdirSync(serverLogsDir, { recursive: true });
  const testFile = path.basename(expect.getState().testPath ?? 'unknown').replace(/\.ts$/, '');
  const file = path.join(serverLogsDir, `${testFile}-${randomBytes(4).toString('hex')}.log`);
  return { file, stream: createWriteStream(file) };
}

/**
 * A fresh, migrated database of this test file's own and the app built on it. Call once at
 * the top of a test file; everything is dropped after the file.
 */
export async function createTestContext(
  options: {
    webDistDir?: string;
    logLevel?: string;
    /** Also receives every log line (the log file gets them too). */
    logStream?: { write: (line: string) => void };
    /** Send e-mail to this SMTP server; by default it is written to `outboxDir`. */
    smtpUrl?: string;
    redisUrl?: string;
    google?: Config['google'];
    /** Called with the SQL of every query the app runs (to count them). */
    onQuery?: (sql: string) => void;
    /** Share another context's database (a second server instance) instead of a fresh one. */
    databaseUrl?: string;
    requestTimeouts?: RequestTimeouts;
    /** Where the app says it is reached (callback URLs are made from it). */
    publicUrl?: string;
    /** Payments with M-Pesa, a fee or another release time; simulated and instant by default. */
    payments?: PaymentsConfig;
    /** Other web origins allowed to call the API (ALLOWED_ORIGINS); none by default. */
    allowedOrigins?: string[];
    /** Send SMS through this Africa's Talking (a fake); by default they are written to `outboxDir`. */
    sms?: SmsConfig;
    /** Serve GET /metrics behind this bearer token; none by default. */
    metricsToken?: string;
    /** Log requests slower than this as slow (the server's default, 1000 ms, when absent). */
    slowRequestMs?: number;
  } = {},
): Promise<TestContext> {
  const serverUrl = inject('testServerUrl');
  const name = `fundi_test_${randomBytes(6).toString('hex')}`;
  const ownsDatabase = !options.databaseUrl;
  if (ownsDatabase) await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
  const databaseUrl = options.databaseUrl ?? withDatabase(serverUrl, name);
  const db = createDatabase(databaseUrl, { max: 5, onQuery: options.onQuery });
  const outboxDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'fundi-test-mail-')), 'outbox');
  const log = openTestLog();
  // As server.ts does: the outbox mailer logs through the app, so its lines are scanned too.
  const mailer = createMailer({
    smtpUrl: options.smtpUrl,
    from: 'Fundi <no-reply@fundi.test>',
    outboxDir,
    log: { info: (details, message) => app.log.info(details, message) },
  });
  const sms = createSmsSender({ africasTalking: options.sms, outboxDir, log: { info: (details, message) => app.log.info(details, message) } });
  const app: FastifyInstance = await buildApp({
    config: {
      ...(options.sms ? { sms: options.sms } : {}),
      jwtSecret: testJwtSecret,
      publicUrl: options.publicUrl ?? 'http://localhost:3000',
      payments: options.payments,
      allowedOrigins: options.allowedOrigins,
      logLevel: options.logLevel ?? 'debug',
      trustProxy: false,
      redisUrl: options.redisUrl,
      supportEmail: 'support@fundi.test',
      supportPhone: '+254 20 111 2222',
      google: options.google ?? { clientId: undefined, clientSecret: undefined, issuer: 'https://accounts.google.com' },
      ...(options.metricsToken ? { metricsToken: options.metricsToken } : {}),
      ...(options.slowRequestMs !== undefined ? { slowRequestMs: options.slowRequestMs } : {}),
    },
    mailer,
    sms,
    logStream: {
      write: (line) => {
        log.stream.write(line);
        options.logStream?.write(line);
      },
    },
    db,
    webDistDir: options.webDistDir ?? path.join(import.meta.dirname, 'fixtures', 'no-web-build'),
    ...(options.requestTimeouts ? { requestTimeouts: options.requestTimeouts } : {}),
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => log.stream.end(resolve));
    await db.destroy();
    if (ownsDatabase) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
  return { app, db, databaseUrl, outboxDir, logFile: log.file };
}
