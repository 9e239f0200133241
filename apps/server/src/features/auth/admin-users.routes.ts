import { adminActionRequest, adminUserResponse, errorResponse, RATE_LIMITS, userIdParams } from '@fundi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ACTIONS_LIMIT } from '../../lib/admin-actions';
import { enforceLimit } from '../../lib/enforce-limit';
import { callerOf } from '../../plugins/authentication';
import { restoreAccount, suspendAccount, type SuspensionDeps } from './account-suspension.service';

const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse, 429: errorResponse };

/** The console's suspend and restore (docs/product.md §7, "The administrators' console"); here because they end sessions. */
export const adminUsersRoutes: FastifyPluginAsyncZod<SuspensionDeps> = async (app, deps) => {
  app.addHook('onRequest', app.requireAdmin);
  const adminActions = app.createRateLimit(ADMIN_ACTIONS_LIMIT, RATE_LIMITS.adminActionsPerAdmin);
  const schema = { tags: ['admin'], security: [{ bearer: [] }], params: userIdParams, body: adminActionRequest, response: { 200: adminUserResponse, ...errors } };

  app.put('/api/admin/users/:id/suspend', { schema: { ...schema, summary: 'Suspend an account: its sessions end, its offerings are hidden' } }, async (request) => {
    const { userId: adminId } = callerOf(request);
    await enforceLimit(adminActions, adminId);
    return { user: await suspendAccount(deps, { ...request.body, adminId, userId: request.params.id }) };
  });

  app.put('/api/admin/users/:id/restore', { schema: { ...schema, summary: 'Restore a suspended account and its offerings' } }, async (request) => {
    const { userId: adminId } = callerOf(request);
    await enforceLimit(adminActions, adminId);
    return { user: await restoreAccount(deps, { ...request.body, adminId, userId: request.params.id }) };
  });
};
