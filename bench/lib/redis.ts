import { spawn, spawnSync } from 'node:child_process';
import { createConnection } from 'node:net';
import { freePort, onStop, sleep } from './product';

/**
 * The Redis that the two instances of part 5 share: REDIS_URL, else the machine's Redis on
 * 127.0.0.1:6379, else a redis-server started here on a free port (stopped with the part).
 */
export async function findOrStartRedis(): Promise<string> {
  if (process.env.REDIS_URL) return process.env.REDIS_URL;
  if (await answers(6379)) return 'redis://127.0.0.1:6379';
  if (spawnSync('which', ['redis-server']).status !== 0) throw new Error('part 5 needs Redis: set REDIS_URL or install redis-server');
  const port = await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  onStop(async () => void child.kill());
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (await answers(port)) return `redis://127.0.0.1:${port}`;
    await sleep(100);
  }
  throw new Error('redis-server did not start');
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
