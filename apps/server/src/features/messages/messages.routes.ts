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
import { callerOf } from '../../plugins/authentication';
import { conversationsOf, readThread, sendMessage, type MessagesDeps } from './messages.service';

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 429: errorResponse };

export const messagesRoutes: FastifyPluginAsyncZod<MessagesDeps> = async (app, deps) => {
  app.addHook('onRequest', app.requireUser);
  const limit = app.createRateLimit('messages-user', RATE_LIMITS.messagesPerUser);

  // Asked on every visit (the navbar badge, the Messages page): a phone that has the current
  // list gets an empty 304.
  const messagesList = { etag: true };

  app.get(
    '/api/conversations',
    { config: messagesList, schema: { tags: ['messages'], security: [{ bearer: [] }], querystring: conversationsQuery, response: { 200: conversationsResponse, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return conversationsOf(deps, callerOf(request).userId, request.query.limit);
    },
  );

  app.get(
    '/api/messages/:userId',
    {
      config: messagesList,
      schema: {
        tags: ['messages'],
        security: [{ bearer: [] }],
        params: messagesParams,
        querystring: messagesQuery,
        response: { 200: messagesResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return readThread(deps, callerOf(request).userId, request.params.userId, request.query);
    },
  );

  app.post(
    '/api/messages',
    { schema: { tags: ['messages'], security: [{ bearer: [] }], body: sendMessageRequest, response: { 201: sendMessageResponse, ...errors } } },
    async (request, reply) => {
      await enforceLimit(limit, callerOf(request).userId);
      return reply.status(201).send({ message: await sendMessage(deps, callerOf(request).userId, request.body) });
    },
  );
};
