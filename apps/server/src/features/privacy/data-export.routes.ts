import { Readable } from 'node:stream';
import { RATE_LIMITS, apiRoutes, errorResponse, nairobiToday } from '@fundi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db';
import { enforceLimit } from '../../lib/enforce-limit';
import { callerOf } from '../../plugins/authentication';
import { exportPersonalData } from './data-export.service';

/** Settings > Download my data (docs/privacy.md): the caller's data as one JSON file. */
export const dataExportRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const exports = app.createRateLimit('data-exports', RATE_LIMITS.dataExportsPerUser);

  app.get(
    '/api/me/export',
    {
      onRequest: app.requireUser,
      // A download, never asked for its headers alone: a HEAD would read the whole account for nothing.
      exposeHeadRoute: false,
      schema: {
        tags: ['privacy'],
        summary: 'Download everything Fundi holds about the caller, as one JSON file',
        description: 'Sent as an attachment (fundi-data-YYYY-MM-DD.json). At most 5 an hour.',
        security: [{ bearer: [] }],
        // Written as it is read, never one value in memory: described, not checked.
        response: { 200: apiRoutes.exportMyData.response, 401: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const { userId } = callerOf(request);
      await enforceLimit(exports, userId);
      const now = new Date();
      // Bytes, not objects: the compression of the answer takes them as they come.
      const file = Readable.from(await exportPersonalData(db, userId, now), { objectMode: false });
      file.on('error', (error) => request.log.error({ err: error }, 'data export failed part-way'));
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="fundi-data-${nairobiToday(now)}.json"`)
        // The person's whole record: never kept by a browser's or a proxy's cache.
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );
};
