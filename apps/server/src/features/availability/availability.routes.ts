import { RATE_LIMITS, availabilityResponse, availabilitySchema, errorResponse, proAvailabilityResponse, proIdParams } from '@fundi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db';
import { enforceLimit } from '../../lib/enforce-limit';
import { callerOf } from '../../plugins/authentication';
import { getMyAvailability, getProAvailability, updateMyAvailability } from './availability.service';

const schema = { tags: ['availability'] };
const signedIn = { ...schema, security: [{ bearer: [] }] };

/** A professional's availability (docs/product.md §12): the seller's own setting, and what buyers may book. */
export const availabilityRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // The same budget as the other settings a person saves.
  const writes = app.createRateLimit('settings-writes', RATE_LIMITS.settingsWritesPerUser);

  app.get(
    '/api/pros/:id/availability',
    {
      schema: {
        ...schema,
        summary: 'The days a professional can be booked: their working weekdays and, up to the last bookable day, the days taken',
        params: proIdParams,
        response: { 200: proAvailabilityResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      // Bookings fill days at any moment: always asked again, never taken from a cache.
      reply.header('cache-control', 'no-store');
      return getProAvailability(db, request.params.id, new Date());
    },
  );

  app.get(
    '/api/me/availability',
    {
      onRequest: app.requireUser,
      schema: {
        ...signedIn,
        summary: 'The caller’s availability (sellers only): working weekdays, blocked dates from today, bookings a day',
        response: { 200: availabilityResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return getMyAvailability(db, callerOf(request).userId, new Date());
    },
  );

  app.put(
    '/api/me/availability',
    {
      onRequest: app.requireUser,
      schema: {
        ...signedIn,
        summary: 'Replace the caller’s availability (sellers only); blocked dates before today are dropped',
        body: availabilitySchema,
        response: { 200: availabilityResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse, 429: errorResponse },
      },
    },
    async (request) => {
      const { userId } = callerOf(request);
      await enforceLimit(writes, userId);
      return updateMyAvailability(db, userId, request.body, new Date());
    },
  );
};
