import { errorResponse, searchQuery, searchResponse } from '@fundi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db';
import { searchProfessionals } from './search.service';

export const searchRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/search',
    {
      config: { etag: true },
      schema: {
        tags: ['catalogue'],
        summary: 'Professionals across every category: words (typos forgiven), town, category, price, verified; sorted and paged',
        querystring: searchQuery,
        response: { 200: searchResponse, 400: errorResponse },
      },
    },
    async (request, reply) => {
      // Public and revalidated, as a category page: a shared search address answers 304 when nothing changed.
      reply.header('cache-control', 'public, no-cache');
      return searchProfessionals(db, request.query);
    },
  );
};
