import { createConnection, createServer, type Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/helpers';
import { findOrStartRedis } from '../../../test/redis';

describe('GET /api/ready', () => {
  it('is ready with its database and no Redis configured, and not once it is told to stop, while /api/health still answers', async () => {
    const { app } = await createTestContext();
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok', redis: 'not configured' });

    app.startDraining();
    const draining = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toMatchObject({ code: 'SHUTTING_DOWN', error: 'This instance is shutting down' });
    // Still alive and still serving: only new traffic goes elsewhere.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/services' })).statusCode).toBe(200);
  });

  describe('with a Redis', async () => {
    const redis = await findOrStartRedis();
    afterAll(() => redis?.stop());

    it.skipIf(!redis)('is ready while its Redis answers, and not once Redis is gone', async () => {
      const relay = await startRelay(new URL(redis!.url));
      const { app } = await createTestContext({ redisUrl: relay.url });
      let response = await app.inject({ method: 'GET', url: '/api/ready' });
      // The first connection may still be opening: a load balancer asks again, and so does this test.
      for (let attempt = 0; attempt < 20 && response.statusCode !== 200; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        response = await app.inject({ method: 'GET', url: '/api/ready' });
      }
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ready', database: 'ok', redis: 'ok' });

      relay.cut();
      response = await app.inject({ method: 'GET', url: '/api/ready' });
      for (let attempt = 0; attempt < 20 && response.statusCode === 200; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        response = await app.inject({ method: 'GET', url: '/api/ready' });
      }
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'REDIS_UNAVAILABLE', error: 'Redis unavailable' });
    });
  });
});

/** A TCP relay to Redis that can be cut: Redis gone, as a network or a crash takes it. */
async function startRelay(target: URL): Promise<{ url: string; cut: () => void }> {
  const sockets = new Set<Socket>();
  const relay = createServer((client) => {
    const redis = createConnection({ host: target.hostname, port: Number(target.port || 6379) });
    for (const socket of [client, redis]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
    }
    client.pipe(redis).pipe(client);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const { port } = relay.address() as { port: number };
  const cut = () => {
    relay.close();
    for (const socket of sockets) socket.destroy();
  };
  afterAll(cut);
  return { url: `redis://127.0.0.1:${port}`, cut };
}
