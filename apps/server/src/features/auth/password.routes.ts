import { changePasswordRequest, ERROR_CODES, errorResponse, forgotPasswordRequest, messageResponse, resetPasswordRequest } from '@fundi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/authentication';
import { changePassword } from './account.service';
import { requestPasswordReset, resetPassword, type ResetDeps } from './password-reset.service';
import { AppError } from '../../lib/app-error';
import { enforceLimit } from '../../lib/enforce-limit';
import { createAuthLimiters } from './rate-limits';

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 429: errorResponse, 503: errorResponse };

/** Forgetting, resetting and changing a password. */
export const passwordRoutes: FastifyPluginAsyncZod<ResetDeps> = async (app, deps) => {
  const limits = createAuthLimiters(app);

  app.post(
    '/auth/forgot-password',
    { schema: { tags: ['auth'], body: forgotPasswordRequest, response: { 200: messageResponse, ...errors } } },
    async (request, reply) => {
      await enforceLimit(limits.forgotPasswordPerIdentifier, request, reply);
      await requestPasswordReset(deps, request.body.identifier);
      return { message: 'If an account exists, a reset link has been sent.' };
    },
  );

  app.post(
    '/auth/reset-password',
    { schema: { tags: ['auth'], body: resetPasswordRequest, response: { 200: messageResponse, ...errors } } },
    async (request, reply) => {
      // Once an address has guessed wrong too often, even the right token is refused, so a
      // guessing loop never learns that it hit.
      await enforceLimit(limits.resetFailuresPerIp, request, reply, { consume: false });
      try {
        await resetPassword(deps, request.body.token, request.body.password);
      } catch (error) {
        if (error instanceof AppError && error.kind === 'invalid') await limits.resetFailuresPerIp(request);
        throw error;
      }
      return { message: 'Password reset successfully' };
    },
  );

  app.post(
    '/auth/change-password',
    {
      onRequest: app.requireUser,
      // A new password that breaks a rule is answered with the rule's text and this code (SPEC.md §8).
      config: { validationErrorCodes: { newPassword: ERROR_CODES.invalidPassword } },
      schema: { tags: ['auth'], security: [{ bearer: [] }], body: changePasswordRequest, response: { 200: messageResponse, ...errors } },
    },
    async (request) => {
      await changePassword(deps.db, callerOf(request), request.body);
      return { message: 'Password changed successfully' };
    },
  );
};
