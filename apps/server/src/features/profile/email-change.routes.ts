import { emailLinkRequest, errorResponse, messageResponse } from '@fundi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmEmailChange, type EmailChangeDeps } from './email-change.service';

const errors = { 400: errorResponse, 409: errorResponse, 429: errorResponse, 503: errorResponse };

/** The API's answer once the new address is confirmed (docs/product.md §8); the web says it in its own words. */
const CONFIRMED_TEXT = 'Your new email address is confirmed. Use it to log in from now on.';

/** The link sent to a new e-mail address; its token is the credential, so no sign-in is needed. */
export const emailChangeRoutes: FastifyPluginAsyncZod<EmailChangeDeps> = async (app, deps) => {
  app.post(
    '/auth/confirm-email',
    {
      schema: {
        tags: ['profile'],
        summary: 'Confirm a new email address with the token from the link sent to it',
        body: emailLinkRequest,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await confirmEmailChange(deps, request.body.token);
      return { message: CONFIRMED_TEXT };
    },
  );
};
