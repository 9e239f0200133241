import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createConnection, createServer } from 'node:net';

/**
 * A Redis for tests about several server instances: REDIS_URL, else the machine's Redis on
 * 127.0.0.1:6379, else a redis-server this test starts on a free port. Undefined when none
 * can be had (a machine with only Node), so the caller can say so and skip.
 */
export async function findOrStartRedis(): Promise<{ url: string; stop: () => void } | undefined> {
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL, stop: () => undefined };
  if (await answers(6379)) return { url: 'redis://127.0.0.1:6379', stop: () => undefined };
  if (spawnSync('which', ['redis-server']).status !== 0) return undefined;
  const port = await freePort();
  const child: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 50 && !(await answers(port)); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 100));
  return { url: `redis://127.0.0.1:${port}`, stop: () => child.kill() };
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
