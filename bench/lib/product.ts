import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, type Database } from '../../apps/server/src/db';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded-postgres';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
const serverEntry = path.join(repoRoot, 'apps/server/src/server.ts');

/** Everything started for a part, stopped in reverse order by stopAll() (also on Ctrl-C). */
const cleanups: Array<() => Promise<void>> = [];
/** Server process groups, killed synchronously if the bench itself exits abruptly. */
const serverGroups = new Set<number>();
process.once('exit', () => {
  for (const pid of serverGroups) killGroup(pid, 'SIGKILL');
});

/** Registers something to stop when the current part ends. */
export function onStop(cleanup: () => Promise<void>): void {
  cleanups.push(cleanup);
}

export async function stopAll(): Promise<void> {
  while (cleanups.length > 0) await cleanups.pop()!().catch(() => undefined);
}

let isWebBuilt = false;

/** The server serves the web app, so it must exist; the script rebuilds only when sources changed. */
function ensureWebBuilt(): void {
  if (isWebBuilt) return;
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/build-web.mjs')], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The web app build failed');
  isWebBuilt = true;
}

export type BenchDatabase = { url: string; db: Database };

/**
 * An embedded PostgreSQL from the server's own module, in a temporary folder, durable like
 * `npm start`'s. The bench starts it (rather than letting the server start its own) so that it
 * can seed bench accounts into it and so that two server instances can share it.
 */
export async function startDatabase(): Promise<BenchDatabase> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fundi-bench-pg-'));
  const postgres = await startEmbeddedPostgres({ dir: path.join(dir, 'postgres'), log: () => undefined });
  const db = createDatabase(postgres.url, { max: 10 });
  cleanups.push(async () => {
    await db.destroy();
    await postgres.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  return { url: postgres.url, db };
}

export type RunningServer = { url: string; pid: number };

type ServerOptions = {
  databaseUrl: string;
  jwtSecret: string;
  redisUrl?: string;
  /** More settings, given the server's URL (e.g. MPESA_* with PUBLIC_URL for Daraja's callbacks). */
  env?: (url: string) => Record<string, string>;
};

/**
 * The real server as its own process group (as under a terminal), listening on 127.0.0.1 at
 * a free port, with warn-level logs. Migrations and demo data run at its start, as in production.
 */
export async function startServer({ databaseUrl, jwtSecret, redisUrl, env: moreEnv }: ServerOptions): Promise<RunningServer> {
  ensureWebBuilt();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fundi-bench-server-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: jwtSecret,
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'true',
    TRUST_PROXY: 'false',
    ...moreEnv?.(url),
  };
  if (redisUrl) env.REDIS_URL = redisUrl;
  else delete env.REDIS_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], { cwd: repoRoot, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  serverGroups.add(child.pid!);
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  cleanups.push(async () => {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  });

  for (let attempt = 0; attempt < 1200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited during start-up: ${output.trim()}`);
    if (await fetch(`${url}/api/health`).then((response) => response.ok, () => false)) return { url, pid: child.pid! };
    await sleep(100);
  }
  throw new Error(`the server did not become healthy within 120 s: ${output.trim()}`);
}

export type Product = BenchDatabase & { server: RunningServer; jwtSecret: string };

/** One server on its own fresh database with the demo data: what `npm start` gives (plus `env`). */
export async function startProduct({ env }: Pick<ServerOptions, 'env'> = {}): Promise<Product> {
  const database = await startDatabase();
  const jwtSecret = newJwtSecret();
  const server = await startServer({ databaseUrl: database.url, jwtSecret, env });
  return { ...database, server, jwtSecret };
}

/** Shared by every instance of one deployment, so a token from one is valid on the other. */
export function newJwtSecret(): string {
  return randomBytes(48).toString('base64url');
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    killGroup(child.pid!, 'SIGTERM');
    const forced = setTimeout(() => killGroup(child.pid!, 'SIGKILL'), 15_000);
    await exited;
    clearTimeout(forced);
  }
  serverGroups.delete(child.pid!);
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
