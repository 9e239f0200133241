import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { createMemoryCounters, createRedisCounters, type Limiter, type RateCounters, type RateRule } from '../lib/rate-counters';

declare module 'fastify' {
  interface FastifyInstance {
    createRateLimit: (name: string, rule: RateRule) => Limiter;
  }
}

/**
 * Counters live in Redis when REDIS_URL is set, so every server instance sees the same
 * counts; otherwise in this process's memory. If Redis is unreachable, requests go through
 * rather than locking everyone out, and the log says so. Routes make their limiters with
 * app.createRateLimit() and apply them with enforceLimit() (lib/enforce-limit.ts).
 */
/**
 * Registers `app.createRateLimit`. Returns a ping of the counters' Redis when there is one, for
 * the readiness check: a limit shared by every instance is one reason to run Redis at all.
 */
export async function registerRateLimits(app: FastifyInstance, { redisUrl }: { redisUrl?: string }): Promise<{ pingRedis?: () => Promise<unknown> }> {
  const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000 }) : undefined;
  redis?.on('error', (error) => app.log.warn({ err: error }, 'redis unavailable for rate limits'));
  if (redis) app.addHook('onClose', async () => void redis.quit().catch(() => redis.disconnect()));
  const counters: RateCounters = redis ? createRedisCounters(redis, 'fundi-rate:') : createMemoryCounters();

  app.decorate('createRateLimit', (name: string, rule: RateRule): Limiter => ({
    rule,
    async hit(key) {
      try {
        return await counters.hit(`${name}:${key}`, rule.windowMs);
      } catch (error) {
        app.log.warn({ err: error, limit: name }, 'rate limit not counted: counters unreachable');
        return undefined;
      }
    },
    async refund(key) {
      await counters.refund(`${name}:${key}`).catch((error: unknown) => app.log.warn({ err: error, limit: name }, 'rate limit refund lost'));
    },
  }));
  return redis ? { pingRedis: () => redis.ping() } : {};
}
