import { LEGAL_DOCUMENTS } from '@fundi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const documentVersion = z.object({ version: z.string(), date: z.string() });

/** GET /api/legal: the version and date of each legal page, so another client can tell when one changed. */
const legalVersionsResponse = z.object({ terms: documentVersion, privacy: documentVersion, cookies: documentVersion });

export const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/legal',
    { schema: { tags: ['system'], summary: 'The version and date of the Terms, Privacy and Cookies pages', response: { 200: legalVersionsResponse } } },
    async (_request, reply) => {
      // The same for everyone and changed only by a release: a browser may keep it a few minutes.
      reply.header('cache-control', 'public, max-age=300');
      return LEGAL_DOCUMENTS;
    },
  );
};
