import { changePasswordRequest, errorResponse, forgotPasswordRequest, messageResponse, resetPasswordRequest } from '@fundi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../plugins/authentication';
import { clientReturnAddress } from '../../plugins/other-clients';
import { changePassword } from './account.service';
import { resetPasswordWithCode } from './password-reset-code.service';
import { requestPasswordReset, resetPassword, type ResetDeps } from './password-reset.service';
import { enforceLimit } from '../../lib/enforce-limit';
import { createAuthLimiters } from './rate-limits';

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 429: errorResponse, 503: errorResponse };

/** Forgetting, resetting and changing a password. */
export const passwordRoutes: FastifyPluginAsyncZod<ResetDeps> = async (app, deps) => {
  const limits = createAuthLimiters(app);

  app.post(
    '/auth/forgot-password',
    { schema: { tags: ['auth'], body: forgotPasswordRequest, response: { 200: messageResponse, ...errors } } },
    async (request) => {
      // Every request counts against the address, known identifier or not (enumeration);
      // mails count against the account, however its identifier was spelled.
      await enforceLimit(limits.forgotPasswordPerIp, request.ip);
      const channel = await requestPasswordReset(deps, request.body.identifier, {
        beforeMailing: (accountId) => enforceLimit(limits.forgotPasswordPerAccount, accountId),
        clientReturn: clientReturnAddress(request.body.redirect, deps.allowedOrigins ?? []),
      });
      return { message: channel === 'sms' ? 'If an account exists, a reset code has been sent by SMS.' : 'If an account exists, a reset link has been sent.' };
    },
  );

  app.post(
    '/auth/reset-password',
    { schema: { tags: ['auth'], body: resetPasswordRequest, response: { 200: messageResponse, ...errors } } },
    async (request) => {
      // Counted as a refusal before the token is looked at, so parallel guesses cannot slip
      // past the limit, and once an address has guessed wrong too often even the right token
      // is refused: a guessing loop never learns that it hit. Taken back when the reset worked.
      const attempt = await enforceLimit(limits.resetFailuresPerIp, request.ip);
      const { token, identifier, code, password } = request.body;
      if (token) await resetPassword(deps, token, password);
      else await resetPasswordWithCode(deps, { identifier, code, password });
      await attempt.refund();
      return { message: 'Password reset successfully' };
    },
  );

  app.post(
    '/auth/change-password',
    {
      onRequest: app.requireUser,
      // A new password that breaks a rule is answered with the rule's text and this code (docs/product.md §8).
      config: { validationErrorCodes: { newPassword: 'INVALID_PASSWORD' } },
      schema: { tags: ['auth'], security: [{ bearer: [] }], body: changePasswordRequest, response: { 200: messageResponse, ...errors } },
    },
    async (request) => {
      await changePassword(deps, callerOf(request), request.body);
      return { message: 'Password changed successfully' };
    },
  );
};
