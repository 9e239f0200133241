import {
  becomeSellerResponse,
  createServiceRequest,
  createServiceResponse,
  errorResponse,
  messageResponse,
  serviceIdParams,
  userServicesResponse,
} from '@fundi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enforceLimit } from '../../lib/enforce-limit';
import { parseWith, readForm } from '../../lib/multipart-form';
import { createPhotoUploadLimit } from '../../lib/photos';
import { callerOf } from '../../plugins/authentication';
import { becomeSeller, type SellerDeps } from './become-seller.service';
import { addService, deleteService, listUserServices } from './offerings.service';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const formBody = { consumes: ['multipart/form-data', 'application/json'] };

/**
 * Becoming a seller and managing one's own services (docs/product.md §7). The forms are multipart
 * (read by the handler, not by a body schema), so the shared schema is applied there.
 */
export const sellersRoutes: FastifyPluginAsyncZod<SellerDeps> = async (app, deps) => {
  const { db } = deps;
  const photoUploads = createPhotoUploadLimit(app, 'become-seller');
  app.addHook('onRequest', app.requireUser);

  app.post(
    '/api/become-seller',
    {
      schema: {
        tags: ['sellers'],
        summary: 'Become a seller: name, phone, location, gender and an optional profilePhoto file',
        security: [{ bearer: [] }],
        ...formBody,
        response: { 200: becomeSellerResponse, ...errors, 413: errorResponse, 429: errorResponse },
      },
    },
    async (request) => {
      await enforceLimit(photoUploads, callerOf(request).userId);
      return becomeSeller(deps, callerOf(request), await readForm(request, { fileField: 'profilePhoto' }));
    },
  );

  app.post(
    '/api/services',
    {
      schema: {
        tags: ['sellers'],
        summary: 'Offer a service (the service draft: category, title, description, experience, price in KSh)',
        security: [{ bearer: [] }],
        ...formBody,
        response: { 201: createServiceResponse, ...errors, 413: errorResponse },
      },
    },
    async (request, reply) => {
      const draft = parseWith(createServiceRequest, (await readForm(request)).input);
      return reply.status(201).send(await addService(db, callerOf(request).userId, draft));
    },
  );

  app.get(
    '/api/services/user',
    { schema: { tags: ['sellers'], security: [{ bearer: [] }], response: { 200: userServicesResponse, 401: errorResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return { services: await listUserServices(db, callerOf(request).userId) };
    },
  );

  app.delete(
    '/api/services/:id',
    {
      schema: {
        tags: ['sellers'],
        summary: 'Stop offering a service (its id, as listed by GET /api/services/user)',
        security: [{ bearer: [] }],
        params: serviceIdParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => deleteService(db, callerOf(request).userId, request.params.id),
  );
};
