import { errorResponse, servicesQuery, servicesResponse, type CategoryId } from '@fundi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db';
import { singleFlight } from '../../lib/single-flight';
import { serializedServices } from './catalogue.service';

export const catalogueRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // The busiest public call, the same for everyone: requests arriving together share one
  // read and one serialization, yet none gets data read before it arrived (bench part 1).
  const loadServices = singleFlight((category: CategoryId | undefined) => serializedServices(db, category));

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
      const { body, etag } = await loadServices(request.query.category);
      reply.header('cache-control', 'public, no-cache').header('etag', etag).type('application/json; charset=utf-8');
      // Already encoded with servicesResponse: a string with a JSON content type is sent as
      // is, so the contract's object type does not describe it.
      return reply.send(body as never);
    },
  );
};
