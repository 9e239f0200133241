import { errorResponse, orderIdParams, reviewRequest, reviewResponse } from '@fundi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db';
import { callerOf } from '../../plugins/authentication';
import { reviewOrder, reviewTexts } from './reviews.service';

export const reviewsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/api/orders/:id/review',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['reviews'],
        security: [{ bearer: [] }],
        params: orderIdParams,
        body: reviewRequest,
        response: { 201: reviewResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const review = await reviewOrder(db, callerOf(request).userId, request.params.id, request.body);
      return reply.status(201).send({ message: reviewTexts.submitted, review });
    },
  );
};
