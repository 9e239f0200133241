import { deleteAccountRequest, errorResponse, messageResponse } from '@fundi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db';
import { callerOf } from '../../plugins/authentication';
import { deleteAccount } from './account.service';

export const accountRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.delete(
    '/auth/users',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Close the account: personal data is erased, sessions end',
        security: [{ bearer: [] }],
        body: deleteAccountRequest,
        response: { 200: messageResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => {
      await deleteAccount(db, callerOf(request), request.body);
      return { message: 'Account deleted' };
    },
  );
};
