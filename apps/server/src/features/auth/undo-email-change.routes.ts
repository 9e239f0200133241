import { emailLinkRequest, errorResponse, messageResponse } from '@fundi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { undoEmailChange, type UndoEmailChangeDeps } from './undo-email-change.service';

/** The API's answer once the old address is back (docs/product.md §8); the web says it in its own words. */
const UNDONE_TEXT =
  'Your previous email address is back and every device has been signed out. Set a new password now: whoever made the change may know the old one.';

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
      return { message: UNDONE_TEXT };
    },
  );
};
