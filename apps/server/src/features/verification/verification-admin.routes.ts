import {
  RATE_LIMITS,
  adminVerificationResponse,
  adminVerificationsQuery,
  adminVerificationsResponse,
  approveVerificationRequest,
  errorResponse,
  rejectVerificationRequest,
  verificationIdParams,
} from '@fundi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db';
import { ADMIN_ACTIONS_LIMIT } from '../../lib/admin-actions';
import { enforceLimit } from '../../lib/enforce-limit';
import { callerOf } from '../../plugins/authentication';
import type { PhotoKind } from './verification.repository';
import { decideVerification, listVerifications, verificationPhoto } from './verification.service';

const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse, 429: errorResponse };
const security = [{ bearer: [] }];

/**
 * The console's verification queue (docs/product.md §7, "Trust"). Every route here answers
 * anyone but an administrator as an address that does not exist (plugins/authentication.ts).
 */
export const verificationAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const adminActions = app.createRateLimit(ADMIN_ACTIONS_LIMIT, RATE_LIMITS.adminActionsPerAdmin);
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/api/admin/verifications',
    {
      schema: {
        tags: ['admin'],
        summary: 'Identity checks of one status: PENDING oldest first, APPROVED and REJECTED newest decision first',
        security,
        querystring: adminVerificationsQuery,
        response: { 200: adminVerificationsResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listVerifications(db, request.query);
    },
  );

  app.put(
    '/api/admin/verifications/:id/approve',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve: the seller gets the Verified badge (an optional reason, recorded as “Documents checked” without one)',
        security,
        params: verificationIdParams,
        body: approveVerificationRequest,
        response: { 200: adminVerificationResponse, ...errors },
      },
      // No body at all is an approval without a note: Fastify hands a missing body over as null.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => {
      const adminId = callerOf(request).userId;
      await enforceLimit(adminActions, adminId);
      return { verification: await decideVerification(db, { id: request.params.id, adminId, status: 'APPROVED', reason: request.body.reason }) };
    },
  );

  app.put(
    '/api/admin/verifications/:id/reject',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reject with a reason the seller reads; they may ask again',
        security,
        params: verificationIdParams,
        body: rejectVerificationRequest,
        response: { 200: adminVerificationResponse, ...errors },
      },
    },
    async (request) => {
      const adminId = callerOf(request).userId;
      await enforceLimit(adminActions, adminId);
      return { verification: await decideVerification(db, { id: request.params.id, adminId, status: 'REJECTED', reason: request.body.reason }) };
    },
  );

  // Not in the route map: the console shows these as images, fetched with the token (lib/private-photo.ts on the web).
  const photoRoute = (suffix: string, kind: PhotoKind) =>
    app.get(
      `/api/admin/verifications/:id/${suffix}`,
      { schema: { hide: true, params: verificationIdParams } },
      async (request, reply) => {
        const bytes = await verificationPhoto(db, request.params.id, kind);
        // Never kept by a browser or a proxy: an identity document.
        return reply.header('cache-control', 'private, no-store').type('image/webp').send(bytes);
      },
    );
  photoRoute('document-photo', 'documentPhoto');
  photoRoute('selfie', 'selfie');
};
