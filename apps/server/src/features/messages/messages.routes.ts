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
import { sendSharedAnswer } from '../../plugins/compression';
import { createMessageListAnswers } from './kept-message-lists';
import { sendMessage, type MessagesDeps } from './messages.service';

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 429: errorResponse };

export const messagesRoutes: FastifyPluginAsyncZod<MessagesDeps & { keptLists?: number }> = async (app, deps) => {
  app.addHook('onRequest', app.requireUser);
  const limit = app.createRateLimit({
    max: RATE_LIMITS.messagesPerUser.max,
    timeWindow: RATE_LIMITS.messagesPerUser.windowMs,
    keyGenerator: (request) => `messages-user:${callerOf(request).userId}`,
  });

  // Asked on every visit (the navbar badge, the Messages page): each checks the session in its
  // own statement, an unchanged list is sent again without reading it, and a phone that has it
  // gets a 304.
  const messagesList = { confirmsSessionItself: true, etag: true };
  const lists = createMessageListAnswers(deps, deps.keptLists);

  app.get(
    '/api/conversations',
    { config: messagesList, schema: { tags: ['messages'], security: [{ bearer: [] }], querystring: conversationsQuery, response: { 200: conversationsResponse, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return sendSharedAnswer(request, reply, await lists.conversations(claimedCallerOf(request), request.query.limit));
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
      return sendSharedAnswer(request, reply, await lists.thread(claimedCallerOf(request), request.params.userId, request.query));
    },
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
