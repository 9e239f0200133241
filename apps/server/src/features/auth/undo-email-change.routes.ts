import { emailLinkRequest, EMAIL_CHANGE_TEXTS, errorResponse, messageResponse } from '@fundi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { undoEmailChange, type UndoEmailChangeDeps } from './undo-email-change.service';

/** The link mailed to an old address after a change; its token is the credential. */
export const undoEmailChangeRoutes: FastifyPluginAsyncZod<UndoEmailChangeDeps> = async (app, deps) => {
  app.post(
    '/auth/undo-email-change',
    {
      schema: {
        tags: ['auth'],
        summary: 'Undo a change of email address with the token mailed to the old address: it comes back, every session ends, the password must be set again',
        body: emailLinkRequest,
        response: { 200: messageResponse, 400: errorResponse, 409: errorResponse },
      },
    },
    async (request) => {
      await undoEmailChange(deps, request.body.token);
      return { message: EMAIL_CHANGE_TEXTS.undone };
    },
  );
};
