import { deleteAccountRequest, errorResponse, messageResponse } from '@fundi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/authentication';
import { deleteAccount, type AccountDeps } from './account.service';

export const accountRoutes: FastifyPluginAsyncZod<AccountDeps> = async (app, deps) => {
  app.delete(
    '/auth/users',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Close the account: personal data is erased, sessions end',
        security: [{ bearer: [] }],
        body: deleteAccountRequest,
        response: { 200: messageResponse, 400: errorResponse, 401: errorResponse, 409: errorResponse },
      },
    },
    async (request) => {
      await deleteAccount(deps, callerOf(request), request.body);
      return { message: 'Account deleted' };
    },
  );
};
