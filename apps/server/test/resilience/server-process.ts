import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { runningEmbeddedUrl } from '../../src/lib/backup';

// The real server as its own process group, exactly as test/lifecycle.test.ts runs it: node
// with tsx, an embedded PostgreSQL under DATA_DIR, a free port.
const serverEntry = path.resolve(import.meta.dirname, '../../src/server.ts');

export type ServerProcess = { child: ChildProcess; url: string; output: () => string };

const running = new Set<ChildProcess>();

/**
 * Starts a server on `dataDir` and resolves once /api/health answers. `port` keeps an address
 * across restarts (a load balancer's list); `env` adds settings (a shared database, Redis).
 */
export async function startServer(dataDir: string, { port: fixedPort, env = {} }: { port?: number; env?: Record<string, string> } = {}): Promise<ServerProcess> {
  const port = fixedPort ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    // No demo data: the tests make their own people, and a smaller first start is faster.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO_DATA: 'false', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  // Creating a cluster on a busy CI machine can take a while; a hang still ends here.
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error(`server exited early: ${output}`);
    if ((await call(url, 'GET', '/api/health')).status === 200) return { child, url, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become healthy: ${output}`);
}

/** Signals the server's whole process group (the embedded PostgreSQL is in it). */
export function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // already gone
  }
}

/** For afterEach: whatever is still running is killed, group and all, and waited for. */
export async function killAllServers(): Promise<void> {
  const children = [...running];
  for (const child of children) signalGroup(child, 'SIGKILL');
  await Promise.all(children.map(exited));
}

/** Resolves with the exit code once the process is gone. */
export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** The embedded PostgreSQL of a running server (lib/backup.ts reads it as the backup does). */
export function embeddedDatabaseUrl(dataDir: string): string {
  const url = runningEmbeddedUrl(dataDir);
  if (!url) throw new Error(`no embedded PostgreSQL runs in ${dataDir}`);
  return url;
}

/** What came back; status 0 is no answer at all (refused at connect, cut off, timed out), named by `error`. */
export type Answer = { status: number; body: unknown; error?: string };

/** The JSON body of an answer, as the caller expects it to be shaped (the tests check what they read). */
export function bodyOf<Body>(answer: Answer | undefined): Body {
  return answer?.body as Body;
}

/**
 * One HTTP call on a connection of its own (no keep-alive), so a request is either answered,
 * refused at connect, or cut off: what a phone sees when the server dies or stops.
 */
export function call(url: string, method: string, pathname: string, { token, body, headers = {}, timeoutMs = 15_000 }: CallOptions = {}): Promise<Answer> {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(`${url}${pathname}`, {
      method,
      agent: false,
      headers: {
        ...headers,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
      },
    });
    request.setTimeout(timeoutMs, () => request.destroy(new Error('timeout')));
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ status: 0, body: undefined, error: error.code ?? error.message }));
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('error', (error: NodeJS.ErrnoException) => resolve({ status: 0, body: undefined, error: error.code ?? error.message }));
      response.on('end', () => resolve({ status: response.statusCode!, body: parseBody(text) }));
    });
    request.end(payload);
  });
}
function parseBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return { text };
  }
}

type CallOptions = { token?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number };

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
