import { adminActionRequest, adminPaymentParams, adminPaymentResponse, adminPaymentsResponse, errorResponse, flagIdParams, flagResponse, RATE_LIMITS } from '@fundi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ACTIONS_LIMIT } from '../../lib/admin-actions';
import { enforceLimit } from '../../lib/enforce-limit';
import { callerOf } from '../../plugins/authentication';
import { listWaitingPayments, resolveFlag, retryPayment } from './payments-admin.service';
import type { PaymentDeps } from './payments.service';

const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse, 429: errorResponse };
const common = { tags: ['admin'], security: [{ bearer: [] }] };

/** The console's payments (docs/product.md §7): here because sending again moves the order's money. */
export const paymentsAdminRoutes: FastifyPluginAsyncZod<PaymentDeps> = async (app, deps) => {
  app.addHook('onRequest', app.requireAdmin);
  const adminActions = app.createRateLimit(ADMIN_ACTIONS_LIMIT, RATE_LIMITS.adminActionsPerAdmin);

  app.get(
    '/api/admin/payments',
    { schema: { ...common, summary: 'Payouts and refunds waiting for an administrator, and open flags', response: { 200: adminPaymentsResponse, ...errors } } },
    async () => listWaitingPayments(deps),
  );

  app.post(
    '/api/admin/payments/:orderId/retry',
    {
      schema: {
        ...common,
        summary: 'Send a waiting payout or refund again, once checked with M-Pesa',
        params: adminPaymentParams,
        body: adminActionRequest,
        response: { 200: adminPaymentResponse, ...errors },
      },
    },
    async (request) => {
      const { userId: adminId } = callerOf(request);
      await enforceLimit(adminActions, adminId);
      return retryPayment(deps, { adminId, orderId: request.params.orderId, reason: request.body.reason });
    },
  );

  app.put(
    '/api/admin/flags/:id/resolve',
    { schema: { ...common, summary: 'Mark a payment flag resolved', params: flagIdParams, body: adminActionRequest, response: { 200: flagResponse, ...errors } } },
    async (request) => {
      const { userId: adminId } = callerOf(request);
      await enforceLimit(adminActions, adminId);
      return { flag: await resolveFlag(deps, { adminId, flagId: request.params.id, reason: request.body.reason }) };
    },
  );
};
