import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { signUpBuyer } from '../../../test/auth-helpers';
import { createTestContext } from '../../../test/helpers';
import { findOrStartRedis } from '../../../test/redis';

const redis = await findOrStartRedis();
afterAll(() => redis?.stop());

describe('rate limits across server instances', () => {
  it('count one identifier’s failures together when both instances share REDIS_URL', async (context) => {
    if (!redis) return context.skip('no Redis on this machine (REDIS_URL unset, none on 6379, no redis-server binary)');
    // Two app instances over one database and one Redis, like two servers behind a load balancer.
    const first = await createTestContext({ redisUrl: redis.url });
    const second = await createTestContext({ redisUrl: redis.url });
    const { email } = await signUpBuyer(first.app);
    await second.db.insertInto('users').values({ name: 'Mirror', email }).execute();
    // Redis outlives the test run: a fresh client address keeps earlier runs' counts out.
    const remoteAddress = `10.${randomBytes(3).join('.')}`;
    const wrong = (app: typeof first.app, index: number) =>
      app.inject({ method: 'POST', url: '/auth/login', remoteAddress, payload: { identifier: email, password: `Wrong#${index}${randomBytes(2).toString('hex')}` } });
    for (let index = 0; index < 5; index += 1) expect((await wrong(first.app, index)).statusCode).toBe(401);
    for (let index = 5; index < 10; index += 1) expect([400, 401]).toContain((await wrong(second.app, index)).statusCode);
    expect((await wrong(first.app, 11)).statusCode).toBe(429);
    expect((await wrong(second.app, 12)).statusCode).toBe(429);
  });
});
