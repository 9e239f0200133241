import {
  adminActionsQuery,
  adminActionsResponse,
  adminContactMessagesQuery,
  adminContactMessagesResponse,
  adminOverviewResponse,
  adminUsersQuery,
  adminUsersResponse,
  errorResponse,
} from '@fundi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db';
import { findUsers, getOverview, listAdminActions, listContactMessages } from './admin.service';

const errors = { 400: errorResponse, 404: errorResponse };
const common = { tags: ['admin'], security: [{ bearer: [] }] };

/** The administrators' console's reading (docs/product.md §7); anyone else gets the 404 of a missing address. */
export const adminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/api/admin/overview',
    { schema: { ...common, summary: 'What waits for an administrator, counted', response: { 200: adminOverviewResponse, ...errors } } },
    async () => getOverview(db),
  );

  app.get(
    '/api/admin/users',
    { schema: { ...common, summary: 'People, newest first; q finds a name, e-mail or phone', querystring: adminUsersQuery, response: { 200: adminUsersResponse, ...errors } } },
    async (request) => findUsers(db, request.query),
  );

  app.get(
    '/api/admin/contact-messages',
    { schema: { ...common, summary: 'Messages written to support, newest first', querystring: adminContactMessagesQuery, response: { 200: adminContactMessagesResponse, ...errors } } },
    async (request) => listContactMessages(db, request.query),
  );

  app.get(
    '/api/admin/actions',
    { schema: { ...common, summary: 'Every administrator action, newest first', querystring: adminActionsQuery, response: { 200: adminActionsResponse, ...errors } } },
    async (request) => listAdminActions(db, request.query),
  );
};
