import { servicesResponse } from '@fundi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db';
import { listServices } from './catalogue.service';

export const catalogueRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/services',
    { schema: { tags: ['catalogue'], summary: 'Every offered service with its sellers', response: { 200: servicesResponse } } },
    async (_request, reply) => {
      // Public and the same for everyone: a short shared cache spares slow phones a round trip.
      reply.header('cache-control', 'public, max-age=60');
      return { services: await listServices(db) };
    },
  );
};
