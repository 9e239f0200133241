import { LEGAL_DOCUMENTS, RATE_LIMITS, acceptConsentsRequest, consentsResponse, errorResponse, type Consents } from '@fundi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db';
import { enforceLimit } from '../../lib/enforce-limit';
import { readConsents, recordConsents } from '../../lib/users/consents';
import { callerOf } from '../../plugins/authentication';

/**
 * What the caller agreed to (docs/product.md §11), and agreeing to the current terms: the web
 * asks once at sign-in when the terms changed since, or were never accepted (an account made
 * before, or by another client).
 */
export const consentsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const writes = app.createRateLimit('settings-writes', RATE_LIMITS.settingsWritesPerUser);
  app.addHook('onRequest', app.requireUser);
  const schema = { tags: ['privacy'], security: [{ bearer: [] }] };

  const consentsOf = async (userId: string): Promise<Consents> => {
    const { acceptedTerms, adult } = await readConsents(db, userId);
    return { terms: { accepted: acceptedTerms, current: LEGAL_DOCUMENTS.terms.version }, adult };
  };

  app.get(
    '/api/me/consents',
    { schema: { ...schema, summary: 'The terms’ version the caller accepted, the current one, and their 18-or-over confirmation', response: { 200: consentsResponse, 401: errorResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return consentsOf(callerOf(request).userId);
    },
  );

  app.put(
    '/api/me/consents',
    {
      schema: {
        ...schema,
        summary: 'Accept the current terms and confirm being 18 or over',
        body: acceptConsentsRequest,
        response: { 200: consentsResponse, 400: errorResponse, 401: errorResponse, 429: errorResponse },
      },
    },
    async (request) => {
      const { userId } = callerOf(request);
      await enforceLimit(writes, userId);
      await recordConsents(db, userId, { acceptedTerms: request.body.acceptedTerms, adult: request.body.adult });
      return consentsOf(userId);
    },
  );
};
