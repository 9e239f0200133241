import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export type RunningServer = { url: string; stop: () => Promise<void> };

const serverEntry = path.resolve(import.meta.dirname, '../../apps/server/src/server.ts');

/**
 * Starts the real server (`node --import tsx apps/server/src/server.ts`) as its own process
 * group, the way apps/server/test/lifecycle.test.ts does, on `databaseUrl`, and waits until
 * /api/health answers. Start-up runs migrations and, when `demoData`, seeds an empty database.
 */
export async function startServer({ databaseUrl, dataDir, demoData }: { databaseUrl: string; dataDir: string; demoData: boolean }) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DEMO_DATA: String(demoData),
      LOG_LEVEL: 'warn',
    },
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  const server: RunningServer = { url, stop: () => stopGroup(child) };
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`The server exited during start-up: ${output}`);
    if (await fetch(`${url}/api/health`).then((response) => response.ok, () => false)) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.stop();
  throw new Error(`The server did not answer within 60 s: ${output}`);
}

/** SIGTERM to the whole group (the server stops cleanly), SIGKILL if it has not after 10 s. */
function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => signalGroup(child, 'SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    signalGroup(child, 'SIGTERM');
  });
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // Already gone.
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
