import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Counters live in Redis when REDIS_URL is set, so every server instance sees the same
 * counts; otherwise in this process's memory. If Redis is unreachable, requests go through
 * rather than locking everyone out. Routes create their limiters with app.createRateLimit().
 */
export async function registerRateLimits(app: FastifyInstance, { redisUrl }: { redisUrl?: string }): Promise<void> {
  const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000 }) : undefined;
  redis?.on('error', (error) => app.log.warn({ err: error }, 'redis unavailable for rate limits'));
  if (redis) app.addHook('onClose', async () => void redis.quit().catch(() => redis.disconnect()));
  await app.register(rateLimit, { global: false, nameSpace: 'fundi-rate:', skipOnError: true, ...(redis ? { redis } : {}) });
}
