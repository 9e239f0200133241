import { errorResponse, servicesQuery, servicesResponse, type CategoryId } from '@fundi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db';
import { singleFlight } from '../../lib/single-flight';
import { sendSharedAnswer } from '../../plugins/compression';
import { catalogueAnswer } from './catalogue.service';

export const catalogueRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // The busiest public call, the same for everyone: requests arriving together share one read,
  // serialization and compression, yet none gets data read before it arrived (bench part 1).
  const loadServices = singleFlight((category: CategoryId | undefined) => catalogueAnswer(db, category));

  app.get(
    '/api/services',
    {
      config: { etag: true },
      schema: {
        tags: ['catalogue'],
        summary: 'Every offered service with its sellers, optionally of one category',
        querystring: servicesQuery,
        response: { 200: servicesResponse, 400: errorResponse },
      },
    },
    async (request, reply) => {
      // The same for everyone, and always revalidated: a new review or a seller's change shows
      // at once, while a phone holding the current list gets an empty 304 (see the ETag).
      reply.header('cache-control', 'public, no-cache');
      return sendSharedAnswer(request, reply, await loadServices(request.query.category));
    },
  );
};
