import { RATE_LIMITS, disputePhotoParams, disputeResponse, errorResponse, orderIdParams } from '@fundi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enforceLimit } from '../../lib/enforce-limit';
import { readFormWithFiles } from '../../lib/multipart-form';
import { callerOf } from '../../plugins/authentication';
import { addStatement, getDispute, openDispute, readDisputePhoto } from './disputes.service';
import type { PaymentDeps } from './payments.service';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const formBody = { consumes: ['multipart/form-data', 'application/json'] };
/** Up to 3 evidence photos on a report or a statement; a fourth is refused in words. */
const evidence = { photos: { max: 3, tooMany: 'DISPUTE_TOO_MANY_PHOTOS' } } as const;

/**
 * A dispute as its two people take part in it (docs/product.md §7, "Trust"): the buyer's report,
 * both sides' statements, and the evidence photos, which only they and administrators may read.
 */
export const disputesRoutes: FastifyPluginAsyncZod<PaymentDeps> = async (app, deps) => {
  const writes = app.createRateLimit('dispute-writes', RATE_LIMITS.disputeWritesPerUser);
  app.addHook('onRequest', app.requireUser);

  // The report and a statement are the same kind of form: text and up to 3 evidence photos,
  // counted against the writer's limit before anything is read or re-encoded.
  const evidenceRoute = (url: string, summary: string, write: typeof openDispute) =>
    app.post(
      url,
      {
        schema: {
          tags: ['trust'],
          summary,
          security: [{ bearer: [] }],
          params: orderIdParams,
          ...formBody,
          response: { 201: disputeResponse, ...errors, 413: errorResponse, 429: errorResponse },
        },
      },
      async (request, reply) => {
        const { userId } = callerOf(request);
        await enforceLimit(writes, userId);
        const dispute = await write(deps, userId, request.params.id, await readFormWithFiles(request, evidence));
        return reply.status(201).send({ dispute });
      },
    );

  evidenceRoute('/api/orders/:id/dispute', 'Report a problem with a completed job (the buyer, while the payment is held): reason, description, up to 3 photos', openDispute);
  evidenceRoute('/api/orders/:id/dispute/statements', 'Add a statement to an open dispute (either side): text and up to 3 photos', addStatement);

  app.get(
    '/api/orders/:id/dispute',
    {
      schema: { tags: ['trust'], summary: 'The dispute about an order, for its buyer and seller', security: [{ bearer: [] }], params: orderIdParams, response: { 200: disputeResponse, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return { dispute: await getDispute(deps.db, callerOf(request).userId, request.params.id) };
    },
  );

  // Outside the route map: the web reads it with the token into a blob: URL (lib/private-photo.ts).
  app.get(
    '/api/disputes/:id/photos/:photoId',
    { schema: { tags: ['trust'], summary: 'An evidence photo (WebP), for the order’s two people and administrators', security: [{ bearer: [] }], params: disputePhotoParams } },
    async (request, reply) => {
      const bytes = await readDisputePhoto(deps.db, callerOf(request).userId, { disputeId: request.params.id, photoId: request.params.photoId });
      // Evidence never rests in a shared cache, nor in the browser's.
      return reply.header('cache-control', 'private, no-store').type('image/webp').send(bytes);
    },
  );
};
