import { errorResponse, servicesQuery, servicesResponse } from '@fundi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db';
import { singleFlight } from '../../lib/single-flight';
import { sendSharedAnswer } from '../../plugins/compression';
import { createCatalogueAnswers } from './catalogue.service';

export const catalogueRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // The busiest public call, the same for everyone: requests arriving together share one read,
  // and an unchanged read reuses the answer already serialized and compressed, yet none gets
  // data read before it arrived (bench part 1).
  const loadServices = singleFlight(createCatalogueAnswers(db));

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
