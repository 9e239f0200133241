import { errorResponse, healthResponse, readyResponse } from '@fundi/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { Database } from '../../db';
import { AppError } from '../../lib/app-error';

type Options = {
  db: Database;
  /** Answers once Redis does; absent when REDIS_URL is not set. */
  pingRedis?: () => Promise<unknown>;
  /** True once this instance was told to stop (server.ts): a load balancer must send elsewhere. */
  isDraining: () => boolean;
};

// Two checks for whoever runs Fundi (docs/deploy.md): /api/health says the process answers and
// reaches its database (restart it if not); /api/ready says it should be sent requests now, so a
// load balancer stops sending during a restart's drain, before the first request is refused.
export const healthRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, pingRedis, isDraining }) => {
  app.get(
    '/api/health',
    { schema: { tags: ['system'], summary: 'Liveness and database check', response: { 200: healthResponse, 503: errorResponse } } },
    async (request) => {
      await checkDatabase(db, request.log);
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );

  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Whether this instance should receive requests: database and Redis reachable, not shutting down',
        response: { 200: readyResponse, 503: errorResponse },
      },
    },
    async (request) => {
      if (isDraining()) throw new AppError('unavailable', 'SHUTTING_DOWN');
      await checkDatabase(db, request.log);
      if (!pingRedis) return { status: 'ready' as const, database: 'ok' as const, redis: 'not configured' as const };
      try {
        await pingRedis();
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check: redis unreachable');
        throw new AppError('unavailable', 'REDIS_UNAVAILABLE');
      }
      return { status: 'ready' as const, database: 'ok' as const, redis: 'ok' as const };
    },
  );
};

async function checkDatabase(db: Database, log: FastifyBaseLogger): Promise<void> {
  try {
    await sql`SELECT 1`.execute(db);
  } catch (error) {
    log.warn({ err: error }, 'health check: database unreachable');
    throw new AppError('unavailable', 'DATABASE_UNAVAILABLE');
  }
}
