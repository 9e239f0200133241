import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { findOrStartRedis } from '../../test/redis';
import { createMemoryCounters, createRedisCounters, type RateCounters } from './rate-counters';

const redisServer = await findOrStartRedis();
const clients: Redis[] = [];
afterAll(() => {
  for (const client of clients) client.disconnect();
  redisServer?.stop();
});

/** Redis outlives the test run: a fresh prefix keeps earlier runs' counts out. */
function redisCounters(prefix = `fundi-rate-test:${randomBytes(4).toString('hex')}:`): RateCounters {
  const client = new Redis(redisServer!.url);
  clients.push(client);
  return createRedisCounters(client, prefix);
}

let clock = 1_000_000;
const kinds: Array<[string, () => RateCounters[]]> = [
  ['in memory', () => [createMemoryCounters(() => clock)]],
  // Two clients stand for two server instances sharing one Redis.
  [
    'in Redis',
    () => {
      const prefix = `fundi-rate-test:${randomBytes(4).toString('hex')}:`;
      return [redisCounters(prefix), redisCounters(prefix)];
    },
  ],
];

describe.each(kinds)('rate counters %s', (kind, make) => {
  it('give each of 40 parallel hits its own count, so no more than the limit can pass', async (context) => {
    if (kind === 'in Redis' && !redisServer) return context.skip('no Redis on this machine');
    const instances = make();
    const counts = await Promise.all(Array.from({ length: 40 }, (_, index) => instances[index % instances.length]!.hit('login-id:amina', 60_000)));
    expect(counts.map(({ count }) => count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
    for (const { resetInMs } of counts) expect(resetInMs).toBeGreaterThan(0);
    // Other keys are counted apart.
    expect((await instances[0]!.hit('login-id:joseph', 60_000)).count).toBe(1);
  });

  it('take one back on refund, never below zero', async (context) => {
    if (kind === 'in Redis' && !redisServer) return context.skip('no Redis on this machine');
    const [counters] = make();
    await counters!.hit('reset-ip:10.0.0.1', 60_000);
    await counters!.hit('reset-ip:10.0.0.1', 60_000);
    await counters!.refund('reset-ip:10.0.0.1');
    expect((await counters!.hit('reset-ip:10.0.0.1', 60_000)).count).toBe(2);
    await counters!.refund('never-hit');
    expect((await counters!.hit('never-hit', 60_000)).count).toBe(1);
  });
});

describe('rate counters in memory', () => {
  it('start again when the window has passed', async () => {
    const counters = createMemoryCounters(() => clock);
    for (let index = 0; index < 3; index += 1) await counters.hit('signup-ip:10.0.0.2', 1000);
    clock += 1001;
    expect(await counters.hit('signup-ip:10.0.0.2', 1000)).toEqual({ count: 1, resetInMs: 1000 });
  });
});

describe('rate counters in Redis', () => {
  it('give every key a window that ends', async (context) => {
    if (!redisServer) return context.skip('no Redis on this machine');
    const counters = redisCounters();
    const { resetInMs } = await counters.hit('contact-ip:10.0.0.3', 5000);
    expect(resetInMs).toBeGreaterThan(4000);
    expect(resetInMs).toBeLessThanOrEqual(5000);
  });
});
