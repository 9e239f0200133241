import { errorResponse, proIdParams, proQuery, proResponse } from '@fundi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db';
import { getProfessionalPage } from './pros.service';

/** A professional's public page (docs/decisions/0053-professional-pages.md): anyone may read it, signed in or not. */
export const prosRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/pros/:id',
    {
      config: { etag: true },
      schema: {
        tags: ['catalogue'],
        summary: 'A professional’s page: their profile, services cheapest first, a page of reviews newest first (cursor), and photos of past work',
        params: proIdParams,
        querystring: proQuery,
        response: { 200: proResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      // The same for everyone and always revalidated: a new review or a deleted photo shows at
      // once, while a phone holding the current page gets an empty 304 (see the ETag).
      reply.header('cache-control', 'public, no-cache');
      return getProfessionalPage(db, request.params.id, request.query);
    },
  );
};
