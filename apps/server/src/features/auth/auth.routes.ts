import { errorResponse, loginRequest, loginResponse, signupRequest, signupResponse, validateTokenResponse } from '@fundi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db';
import type { AccessTokens } from '../../lib/access-tokens';
import { callerOf } from '../../plugins/authentication';
import { logIn, signUp, validateToken } from './auth.service';

export const authRoutes: FastifyPluginAsyncZod<{ db: Database; tokens: AccessTokens }> = async (app, deps) => {
  const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 409: errorResponse };

  app.post(
    '/auth/signup',
    { schema: { tags: ['auth'], body: signupRequest, response: { 201: signupResponse, ...errors } } },
    async (request, reply) => reply.status(201).send(await signUp(deps, request.body)),
  );

  app.post(
    '/auth/login',
    { schema: { tags: ['auth'], body: loginRequest, response: { 200: loginResponse, ...errors } } },
    async (request) => logIn(deps, request.body),
  );

  app.get(
    '/auth/validate-token',
    {
      preHandler: app.requireUser,
      schema: { tags: ['auth'], security: [{ bearer: [] }], response: { 200: validateTokenResponse, 401: errorResponse } },
    },
    async (request) => validateToken(deps, callerOf(request).userId),
  );
};
