import { errorResponse, healthResponse } from '@fundi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { Database } from '../../db';
import { AppError } from '../../lib/app-error';

export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/health',
    { schema: { tags: ['system'], summary: 'Liveness and database check', response: { 200: healthResponse, 503: errorResponse } } },
    async (request) => {
      try {
        await sql`SELECT 1`.execute(db);
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unreachable');
        throw new AppError('unavailable', 'DATABASE_UNAVAILABLE');
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
};
