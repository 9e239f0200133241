import {
  createOrderRequest,
  createOrderResponse,
  errorResponse,
  orderActions,
  orderIdParams,
  orderResponse,
  ordersQuery,
  ordersResponse,
  SERVER_TEXTS,
  sellerOrdersQuery,
  sellerOrdersResponse,
} from '@fundi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, claimedCallerOf } from '../../plugins/authentication';
import { sendSharedAnswer } from '../../plugins/compression';
import { createOrderListAnswers } from './kept-order-lists';
import { performOrderAction } from './order-actions';
import { placeOrder, type OrderDeps } from './place-order';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().min(1).max(100).optional() });

export const ordersRoutes: FastifyPluginAsyncZod<OrderDeps & { keptLists?: number }> = async (app, deps) => {
  app.addHook('onRequest', app.requireUser);

  app.post(
    '/api/orders',
    {
      schema: {
        tags: ['orders'],
        security: [{ bearer: [] }],
        headers: idempotencyHeaders,
        body: createOrderRequest,
        response: { 201: createOrderResponse, ...errors },
      },
    },
    async (request, reply) => {
      const order = await placeOrder(deps, callerOf(request).userId, request.body, request.headers['idempotency-key']);
      return reply.status(201).send({ message: SERVER_TEXTS.orderPlaced, order });
    },
  );

  // The lists asked on every dashboard visit check the session in their own statement, send
  // an unchanged list again without reading it, and answer a phone that has it with a 304.
  const dashboardList = { confirmsSessionItself: true, etag: true };
  const orderLists = createOrderListAnswers(deps.db, deps.keptLists);

  app.get(
    '/api/orders',
    {
      config: dashboardList,
      schema: { tags: ['orders'], security: [{ bearer: [] }], querystring: ordersQuery, response: { 200: ordersResponse, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return sendSharedAnswer(request, reply, await orderLists.orders(claimedCallerOf(request), request.query));
    },
  );

  app.get(
    '/api/seller-orders',
    {
      config: dashboardList,
      schema: { tags: ['orders'], security: [{ bearer: [] }], querystring: sellerOrdersQuery, response: { 200: sellerOrdersResponse, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return sendSharedAnswer(request, reply, await orderLists.sellerOrders(claimedCallerOf(request), request.query.limit));
    },
  );

  for (const action of orderActions) {
    app.put(
      `/api/orders/:id/${action}`,
      {
        schema: {
          tags: ['orders'],
          summary: `${action[0]!.toUpperCase()}${action.slice(1)} an order`,
          security: [{ bearer: [] }],
          params: orderIdParams,
          response: { 200: orderResponse, ...errors },
        },
      },
      async (request) => ({ order: await performOrderAction(deps, callerOf(request).userId, request.params.id, action) }),
    );
  }
};
