import {
  errorResponse,
  loginRequest,
  loginResponse,
  logoutRequest,
  refreshRequest,
  refreshResponse,
  signupRequest,
  signupResponse,
  validateTokenResponse,
} from '@fundi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../../plugins/authentication';
import { logIn, signUp, validateToken } from './auth.service';
import { enforceLimit } from '../../lib/enforce-limit';
import { createAuthLimiters, identifierKey } from './rate-limits';
import { endSession, refreshSession, type SessionDeps } from './sessions.service';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 429: errorResponse };

/** Signing up, in and out, and keeping a session alive (docs/product.md §7 /auth/*). */
export const authRoutes: FastifyPluginAsyncZod<SessionDeps> = async (app, deps) => {
  const limits = createAuthLimiters(app);

  app.post(
    '/auth/signup',
    { schema: { tags: ['auth'], body: signupRequest, response: { 201: signupResponse, ...errors } } },
    async (request, reply) => {
      await enforceLimit(limits.signupPerIp, request.ip);
      return reply.status(201).send(await signUp(deps, request.body));
    },
  );

  app.post(
    '/auth/login',
    { schema: { tags: ['auth'], body: loginRequest, response: { 200: loginResponse, ...errors } } },
    async (request) => {
      const code = 'TOO_MANY_LOGIN_ATTEMPTS';
      await enforceLimit(limits.loginPerIp, request.ip, { code });
      // Counted as a failure before the password is checked, so a burst of parallel guesses
      // cannot all pass a count that only grows after each answer; taken back on success.
      const attempt = await enforceLimit(limits.loginFailuresPerIdentifier, identifierKey(request.body.identifier), { code });
      const outcome = await logIn(deps, request.body);
      if (!outcome.ok) throw outcome.error;
      await attempt.refund();
      return outcome.session;
    },
  );

  app.post(
    '/auth/refresh',
    { schema: { tags: ['auth'], body: refreshRequest, response: { 200: refreshResponse, ...errors } } },
    async (request) => refreshSession(deps, request.body.refreshToken),
  );

  app.post(
    '/auth/logout',
    { onRequest: app.identifyUser, schema: { tags: ['auth'], body: logoutRequest, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await endSession(deps, { refreshToken: request.body?.refreshToken, sessionId: request.caller?.sessionId });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/validate-token',
    {
      onRequest: app.requireUser,
      schema: { tags: ['auth'], security: [{ bearer: [] }], response: { 200: validateTokenResponse, 401: errorResponse } },
    },
    async (request) => validateToken(deps, callerOf(request).userId),
  );
};
