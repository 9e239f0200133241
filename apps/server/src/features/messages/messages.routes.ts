import {
  conversationsQuery,
  conversationsResponse,
  errorResponse,
  messagesParams,
  messagesQuery,
  messagesResponse,
  RATE_LIMITS,
  sendMessageRequest,
  sendMessageResponse,
} from '@fundi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enforceLimit } from '../../lib/enforce-limit';
import { callerOf, claimedCallerOf } from '../../plugins/authentication';
import { conversationsOf, readThread, sendMessage, type MessagesDeps } from './messages.service';

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 429: errorResponse };

export const messagesRoutes: FastifyPluginAsyncZod<MessagesDeps> = async (app, deps) => {
  app.addHook('onRequest', app.requireUser);
  const limit = app.createRateLimit({
    max: RATE_LIMITS.messagesPerUser.max,
    timeWindow: RATE_LIMITS.messagesPerUser.windowMs,
    keyGenerator: (request) => `messages-user:${callerOf(request).userId}`,
  });

  // Asked on every visit (the navbar badge, the Messages page): each checks the session in its own statement.
  const confirmsSessionItself = { confirmsSessionItself: true };

  app.get(
    '/api/conversations',
    { config: confirmsSessionItself, schema: { tags: ['messages'], security: [{ bearer: [] }], querystring: conversationsQuery, response: { 200: conversationsResponse, ...errors } } },
    async (request) => conversationsOf(deps, claimedCallerOf(request), request.query.limit),
  );

  app.get(
    '/api/messages/:userId',
    {
      config: confirmsSessionItself,
      schema: {
        tags: ['messages'],
        security: [{ bearer: [] }],
        params: messagesParams,
        querystring: messagesQuery,
        response: { 200: messagesResponse, ...errors },
      },
    },
    async (request) => readThread(deps, claimedCallerOf(request), request.params.userId, request.query),
  );

  app.post(
    '/api/messages',
    { schema: { tags: ['messages'], security: [{ bearer: [] }], body: sendMessageRequest, response: { 201: sendMessageResponse, ...errors } } },
    async (request, reply) => {
      await enforceLimit(limit, request, reply);
      return reply.status(201).send({ message: await sendMessage(deps, callerOf(request).userId, request.body) });
    },
  );
};
