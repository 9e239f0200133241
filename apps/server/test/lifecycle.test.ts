import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Runs the real server as its own process (its own process group, like `npm start` under a
// terminal) to prove what only a real process can show: it survives SIGKILL of its whole
// tree, it refuses to share a data folder, it stops cleanly on SIGTERM, and it drains first.
const serverEntry = path.resolve(import.meta.dirname, '../src/server.ts');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fundi-lifecycle-'));
const running = new Set<ChildProcess>();

afterAll(() => {
  for (const child of running) killGroup(child, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('keeps committed data through a SIGKILL of its whole process tree, refuses a second server, and stops cleanly', async () => {
    const first = await startServer();
    const signup = await fetch(`${first.url}/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Achieng Odhiambo', email: 'achieng@example.com', phone: null, password: 'Kisumu#2026x' }),
    });
    expect(signup.status).toBe(201);

    const second = await startServer({ expectFailure: true });
    expect(second.exitCode).toBe(1);
    expect(second.output).toContain('is already using the data folder');

    killGroup(first.child, 'SIGKILL');
    await exited(first.child);

    const restarted = await startServer();
    const login = await fetch(`${restarted.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'achieng@example.com', password: 'Kisumu#2026x' }),
    });
    expect(login.status).toBe(200);
    const services = (await (await fetch(`${restarted.url}/api/services`)).json()) as { services: unknown[] };
    const servicesBefore = services.services.length;
    expect(servicesBefore).toBeGreaterThan(16);

    killGroup(restarted.child, 'SIGTERM');
    expect(await exited(restarted.child)).toBe(0);
    // A clean stop releases the data folder and leaves no PostgreSQL behind.
    expect(readdirSync(dataDir)).not.toContain('server.lock');
    expect(readdirSync(path.join(dataDir, 'postgres'))).not.toContain('postmaster.pid');

    const third = await startServer();
    const again = (await (await fetch(`${third.url}/api/services`)).json()) as { services: unknown[] };
    expect(again.services.length).toBe(servicesBefore);
    killGroup(third.child, 'SIGTERM');
    expect(await exited(third.child)).toBe(0);
  }, 120_000);

  it('on SIGTERM, stops being ready while it still serves for DRAIN_SECONDS, then stops cleanly', async () => {
    const server = await startServer({ env: { DRAIN_SECONDS: '3' } });
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
    const stoppedAt = Date.now();
    // The server process alone, as systemd's stop or a load balancer's restart script signals it.
    server.child.kill('SIGTERM');
    let ready = await fetch(`${server.url}/api/ready`);
    for (let attempt = 0; attempt < 20 && ready.status === 200; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      ready = await fetch(`${server.url}/api/ready`);
    }
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { code: string }).code).toBe('SHUTTING_DOWN');
    // Still serving people while the load balancer notices.
    expect((await fetch(`${server.url}/api/services`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect(await exited(server.child)).toBe(0);
    expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(3_000);
  }, 120_000);
});

async function startServer({ expectFailure = false, env = {} }: { expectFailure?: boolean; env?: Record<string, string> } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  if (expectFailure) {
    const exitCode = await exited(child);
    return { child, url, exitCode, output };
  }
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited early: ${output}`);
    const healthy = await fetch(`${url}/api/health`).then((response) => response.ok).catch(() => false);
    if (healthy) return { child, url, exitCode: null, output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become healthy: ${output}`);
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // already gone
  }
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) {
    running.delete(child);
    return Promise.resolve(child.exitCode);
  }
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
