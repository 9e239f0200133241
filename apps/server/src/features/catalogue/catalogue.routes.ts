import { errorResponse, servicesQuery, servicesResponse } from '@fundi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db';
import { listServices } from './catalogue.service';

export const catalogueRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
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
      // The same for everyone; revalidated often so a seller's change shows within seconds.
      reply.header('cache-control', 'public, max-age=15');
      return { services: await listServices(db, request.query.category) };
    },
  );
};
