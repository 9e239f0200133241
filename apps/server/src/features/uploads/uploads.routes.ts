import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db';
import { AppError } from '../../lib/app-error';

const photoFile = z.object({ file: z.string() });
const photoFileName = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.webp$/;

/** Photos live in PostgreSQL (so server instances share nothing on disk) and are served here. */
export const uploadsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/uploads/:file', { schema: { hide: true, params: photoFile } }, async (request, reply) => {
    const id = photoFileName.exec(request.params.file)?.[1];
    const photo = id
      ? await db.selectFrom('photos').select(['bytes', 'content_type']).where('id', '=', id).executeTakeFirst()
      : undefined;
    if (!photo) throw new AppError('not-found', 'Photo not found');
    // A new photo always gets a new id, so a served photo never changes: cache it for good.
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .type(photo.content_type)
      .send(photo.bytes);
  });
};
