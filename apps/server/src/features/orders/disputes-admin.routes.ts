import { RATE_LIMITS, adminDisputeResponse, adminDisputesQuery, adminDisputesResponse, decideDisputeRequest, disputeIdParams, errorResponse } from '@fundi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ACTIONS_LIMIT } from '../../lib/admin-actions';
import { enforceLimit } from '../../lib/enforce-limit';
import { callerOf } from '../../plugins/authentication';
import { decideDispute, getAdminDispute, listAdminDisputes } from './disputes.service';
import type { PaymentDeps } from './payments.service';

const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse };

/**
 * The console's disputes (docs/product.md §7, "Trust"): the queue, one dispute with both people
 * and the payment, and the decision. Anyone but an administrator finds no such address.
 */
export const disputesAdminRoutes: FastifyPluginAsyncZod<PaymentDeps> = async (app, deps) => {
  const adminActions = app.createRateLimit(ADMIN_ACTIONS_LIMIT, RATE_LIMITS.adminActionsPerAdmin);
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/api/admin/disputes',
    {
      schema: {
        tags: ['admin'],
        summary: 'Disputes: OPEN oldest first, or DECIDED newest first, a page at a time',
        security: [{ bearer: [] }],
        querystring: adminDisputesQuery,
        response: { 200: adminDisputesResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listAdminDisputes(deps.db, request.query);
    },
  );

  app.get(
    '/api/admin/disputes/:id',
    { schema: { tags: ['admin'], summary: 'One dispute', security: [{ bearer: [] }], params: disputeIdParams, response: { 200: adminDisputeResponse, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { dispute: await getAdminDispute(deps.db, request.params.id) };
    },
  );

  app.put(
    '/api/admin/disputes/:id/decide',
    {
      schema: {
        tags: ['admin'],
        summary: 'Decide a dispute: pay the SELLER, refund the BUYER, or SPLIT (buyerAmount in shillings to the buyer), with the reason',
        security: [{ bearer: [] }],
        params: disputeIdParams,
        body: decideDisputeRequest,
        response: { 200: adminDisputeResponse, ...errors, 429: errorResponse },
      },
    },
    async (request) => {
      const adminId = callerOf(request).userId;
      await enforceLimit(adminActions, adminId);
      return { dispute: await decideDispute(deps, adminId, request.params.id, request.body) };
    },
  );
};
