import {
  categoryCountsResponse,
  categoryIds,
  categoryParams,
  errorResponse,
  professionalsQuery,
  professionalsResponse,
  servicesQuery,
  servicesResponse,
} from '@fundi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db';
import { singleFlight } from '../../lib/single-flight';
import { sendSharedAnswer } from '../../plugins/compression';
import { createCatalogueAnswers } from './catalogue.service';
import { countCategoryProfessionals, listProfessionals } from './professionals.service';

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

  // The categories page's counts, the same for everyone: simultaneous requests share one read.
  const loadCategoryCounts = singleFlight(() => countCategoryProfessionals(db, categoryIds));

  app.get(
    '/api/categories',
    {
      config: { etag: true },
      schema: {
        tags: ['catalogue'],
        summary: 'How many different professionals each category has',
        response: { 200: categoryCountsResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, no-cache');
      return loadCategoryCounts(undefined);
    },
  );

  app.get(
    '/api/categories/:category/professionals',
    {
      config: { etag: true },
      schema: {
        tags: ['catalogue'],
        summary: "A page of a category's professionals, best rated first, optionally searched or in one town",
        params: categoryParams,
        querystring: professionalsQuery,
        response: { 200: professionalsResponse, 400: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, no-cache');
      return listProfessionals(db, request.params.category, request.query);
    },
  );
};
