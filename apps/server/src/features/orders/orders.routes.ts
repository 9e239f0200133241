import {
  createOrderRequest,
  createOrderResponse,
  errorResponse,
  orderActions,
  orderIdParams,
  orderResponse,
  ordersQuery,
  ordersResponse,
  RATE_LIMITS,
  payOrderRequest,
  rejectPendingRequest,
  rejectPendingResponse,
  sellerOrdersQuery,
  sellerOrdersResponse,
} from '@fundi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { enforceLimit } from '../../lib/enforce-limit';
import { callerOf } from '../../plugins/authentication';
import { confirmJobDone, getOrder, listOrders, listSellerOrders, payAgain, performOrderAction, placeOrder, rejectPendingFrom, type OrderDeps } from './orders.service';

/** The API's words for a booking made (docs/product.md §4); the web shows its own. */
const orderPlacedText = 'Order placed successfully';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 429: errorResponse };
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().min(1).max(100).optional() });

export const ordersRoutes: FastifyPluginAsyncZod<OrderDeps> = async (app, deps) => {
  app.addHook('onRequest', app.requireUser);
  const bookings = app.createRateLimit('bookings-buyer', RATE_LIMITS.bookingsPerBuyer);

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
      await enforceLimit(bookings, callerOf(request).userId);
      const order = await placeOrder(deps, callerOf(request).userId, request.body, request.headers['idempotency-key']);
      return reply.status(201).send({ message: orderPlacedText, order });
    },
  );

  // Asked on every dashboard visit: a phone that has the current list gets an empty 304.
  const dashboardList = { etag: true };

  app.get(
    '/api/orders',
    {
      config: dashboardList,
      schema: { tags: ['orders'], security: [{ bearer: [] }], querystring: ordersQuery, response: { 200: ordersResponse, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return listOrders(deps.db, callerOf(request).userId, request.query);
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
      return listSellerOrders(deps.db, callerOf(request).userId, request.query.limit);
    },
  );

  app.post(
    '/api/seller-orders/reject-pending',
    {
      schema: {
        tags: ['orders'],
        summary: 'Decline every pending booking of one buyer',
        security: [{ bearer: [] }],
        body: rejectPendingRequest,
        response: { 200: rejectPendingResponse, ...errors },
      },
    },
    async (request) => ({ rejected: await rejectPendingFrom(deps, callerOf(request).userId, request.body.buyerId) }),
  );

  app.get(
    '/api/orders/:id',
    {
      schema: { tags: ['orders'], summary: 'One order, with its payment history', security: [{ bearer: [] }], params: orderIdParams, response: { 200: orderResponse, ...errors } },
    },
    async (request) => ({ order: await getOrder(deps.db, callerOf(request).userId, request.params.id) }),
  );

  app.put(
    '/api/orders/:id/confirm',
    {
      schema: {
        tags: ['orders'],
        summary: 'Confirm the job done: the seller is paid now',
        security: [{ bearer: [] }],
        params: orderIdParams,
        response: { 200: orderResponse, ...errors },
      },
    },
    async (request) => ({ order: await confirmJobDone(deps, callerOf(request).userId, request.params.id) }),
  );

  app.post(
    '/api/orders/:id/pay',
    {
      schema: {
        tags: ['orders'],
        summary: 'Ask M-Pesa again for an unpaid order',
        security: [{ bearer: [] }],
        params: orderIdParams,
        body: payOrderRequest,
        response: { 202: orderResponse, ...errors },
      },
    },
    async (request, reply) => {
      // Each prompt is a booking attempt: the same hourly limit keeps a phone from being flooded.
      await enforceLimit(bookings, callerOf(request).userId);
      const order = await payAgain(deps, callerOf(request).userId, request.params.id, request.body ?? {});
      return reply.status(202).send({ order });
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
