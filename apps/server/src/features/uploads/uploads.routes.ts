import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db';
import { AppError } from '../../lib/app-error';
import { findPhoto, photoExists } from './photos.repository';

const photoFile = z.object({ file: z.string() });
const photoFileName = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.webp$/;

/**
 * A day, then the cache asks again. A photo never changes under its id (a new photo gets a new
 * id), but one can be erased (a closed account, a replaced profile photo): a year-long
 * `immutable` would keep it in shared caches long after. Asking again costs a phone a 304.
 */
const photoCacheControl = 'public, max-age=86400';

/** Photos live in PostgreSQL (so server instances share nothing on disk) and are served here. */
export const uploadsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/uploads/:file', { schema: { hide: true, params: photoFile } }, async (request, reply) => {
    const id = photoFileName.exec(request.params.file)?.[1];
    if (!id) throw new AppError('not-found', 'PHOTO_NOT_FOUND');
    // The id names the bytes for good, so it is the ETag: a cache that has it learns whether
    // the photo still exists without the bytes being read or sent again.
    const etag = `"${id}"`;
    const isKnown = request.headers['if-none-match']?.split(',').some((value) => value.trim() === etag) ?? false;
    if (isKnown) {
      if (!(await photoExists(db, id))) throw new AppError('not-found', 'PHOTO_NOT_FOUND');
      return reply.header('cache-control', photoCacheControl).header('etag', etag).code(304).send();
    }
    const photo = await findPhoto(db, id);
    if (!photo) throw new AppError('not-found', 'PHOTO_NOT_FOUND');
    return reply.header('cache-control', photoCacheControl).header('etag', etag).type(photo.content_type).send(photo.bytes);
  });
};
