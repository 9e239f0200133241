import { errorResponse, galleryPhotoParams, myGalleryResponse } from '@fundi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db';
import { enforceLimit } from '../../lib/enforce-limit';
import { readForm } from '../../lib/multipart-form';
import { createPhotoUploadLimit } from '../../lib/photos';
import { callerOf } from '../../plugins/authentication';
import { addGalleryPhoto, getMyGallery, removeGalleryPhoto } from './gallery.service';

/** The signed-in seller's photos of past work, shown on their page (docs/decisions/0053-professional-pages.md). */
export const galleryRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // Each upload may cost a re-encode, as a profile save does.
  const photoUploads = createPhotoUploadLimit(app, 'gallery');
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/api/me/gallery',
    { schema: { tags: ['sellers'], summary: 'My photos of past work, newest first', security: [{ bearer: [] }], response: { 200: myGalleryResponse, 401: errorResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return getMyGallery(db, callerOf(request).userId);
    },
  );

  app.post(
    '/api/me/gallery',
    {
      schema: {
        tags: ['sellers'],
        summary: 'Add a photo of past work (sellers): one `photo` file per request, at most 12 in all',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: myGalleryResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse, 409: errorResponse, 413: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      await enforceLimit(photoUploads, callerOf(request).userId);
      const gallery = await addGalleryPhoto(db, callerOf(request).userId, await readForm(request, { fileField: 'photo' }));
      return reply.status(201).send(gallery);
    },
  );

  app.delete(
    '/api/me/gallery/:id',
    {
      schema: {
        tags: ['sellers'],
        summary: 'Delete one of my photos of past work',
        security: [{ bearer: [] }],
        params: galleryPhotoParams,
        response: { 200: myGalleryResponse, 400: errorResponse, 401: errorResponse, 404: errorResponse },
      },
    },
    async (request) => removeGalleryPhoto(db, callerOf(request).userId, request.params.id),
  );
};
