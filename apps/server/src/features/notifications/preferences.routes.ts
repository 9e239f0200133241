import { RATE_LIMITS, errorResponse, notificationPreferences } from '@fundi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db';
import { enforceLimit } from '../../lib/enforce-limit';
import { readPreferences, savePreferences } from '../../lib/notifications/preferences';
import { callerOf } from '../../plugins/authentication';

/** Settings > Notification Preferences (docs/product.md §10): what the caller is told, and how. */
export const preferencesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const writes = app.createRateLimit('settings-writes', RATE_LIMITS.settingsWritesPerUser);
  app.addHook('onRequest', app.requireUser);
  const schema = { tags: ['notifications'], security: [{ bearer: [] }] };

  app.get(
    '/api/me/notification-preferences',
    { schema: { ...schema, summary: 'The caller’s choices: orders, messages and news, each by SMS and e-mail', response: { 200: notificationPreferences, 401: errorResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return readPreferences(db, callerOf(request).userId);
    },
  );

  app.put(
    '/api/me/notification-preferences',
    {
      schema: {
        ...schema,
        summary: 'Replace the caller’s choices (every kind and channel)',
        body: notificationPreferences,
        response: { 200: notificationPreferences, 400: errorResponse, 401: errorResponse, 429: errorResponse },
      },
    },
    async (request) => {
      const { userId } = callerOf(request);
      await enforceLimit(writes, userId);
      await savePreferences(db, userId, request.body);
      return readPreferences(db, userId);
    },
  );
};
