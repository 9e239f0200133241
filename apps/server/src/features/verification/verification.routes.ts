import { RATE_LIMITS, errorResponse, myVerificationResponse } from '@fundi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db';
import { enforceLimit } from '../../lib/enforce-limit';
import { readFormWithFiles } from '../../lib/multipart-form';
import { callerOf } from '../../plugins/authentication';
import { myVerification, requestVerification } from './verification.service';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 409: errorResponse };

/** A seller's own identity check (docs/product.md §7, "Trust"). */
export const verificationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const requests = app.createRateLimit('verification-requests', RATE_LIMITS.verificationRequestsPerUser);
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/api/me/verification',
    {
      schema: {
        tags: ['trust'],
        summary: 'The caller’s latest identity check: NONE, PENDING, APPROVED or REJECTED (with the reason)',
        security: [{ bearer: [] }],
        response: { 200: myVerificationResponse, 401: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return myVerification(db, callerOf(request).userId);
    },
  );

  app.post(
    '/api/me/verification',
    {
      schema: {
        tags: ['trust'],
        summary: 'Ask to be verified (sellers): documentType, documentNumber, and the documentPhoto and selfie files',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 201: myVerificationResponse, ...errors, 413: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const { userId } = callerOf(request);
      // Counted before anything is read or re-encoded.
      await enforceLimit(requests, userId);
      const readForm = () => readFormWithFiles(request, { documentPhoto: { max: 1 }, selfie: { max: 1 } });
      return reply.status(201).send(await requestVerification(db, userId, readForm));
    },
  );
};
