import { errorResponse, profileResponse, updateProfileResponse } from '@fundi/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enforceLimit } from '../../lib/enforce-limit';
import { readForm } from '../../lib/multipart-form';
import { createPhotoUploadLimit } from '../../lib/photos';
import { callerOf } from '../../plugins/authentication';
import { getProfile, updateProfile, type ProfileDeps } from './profile.service';

const errors = { 400: errorResponse, 401: errorResponse, 409: errorResponse, 413: errorResponse, 429: errorResponse, 503: errorResponse };

/** The caller's own profile (docs/product.md §2 My Profile, §7). */
export const profileRoutes: FastifyPluginAsyncZod<ProfileDeps> = async (app, deps) => {
  const { db } = deps;
  const photoUploads = createPhotoUploadLimit(app, 'profile');
  app.addHook('onRequest', app.requireUser);

  app.get(
    '/api/profile',
    { schema: { tags: ['profile'], security: [{ bearer: [] }], response: { 200: profileResponse, 401: errorResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return getProfile(db, callerOf(request).userId);
    },
  );

  app.put(
    '/api/profile',
    {
      // docs/product.md §7: the web app reads a failed update's text from `message`.
      config: { errorTextAlsoAsMessage: true },
      schema: {
        tags: ['profile'],
        summary:
          'Update the profile: name, email, phone, location, bio, services (comma list) and an optional profilePhoto file; currentPassword to change the email or the sign-in phone (a new email waits for its link); language (en or sw) for the account’s e-mails, alone to change only it',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: updateProfileResponse, ...errors },
      },
    },
    async (request) => {
      await enforceLimit(photoUploads, callerOf(request).userId);
      return updateProfile(deps, callerOf(request), await readForm(request, { fileField: 'profilePhoto' }));
    },
  );
};
