import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answer with an ETag, and 304 Not Modified when the client already has this body. */
    etag?: boolean;
  }
}

/**
 * A phone that already holds the current answer gets a 304 with no body: on costly mobile
 * data the whole catalogue is not downloaded again just to learn nothing changed.
 */
export function registerEtags(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.routeOptions.config?.etag || reply.statusCode !== 200) return payload;
    // A route that sends one body to many requests hashes it once and sets the ETag itself.
    const etag = (reply.getHeader('etag') as string | undefined) ?? (typeof payload === 'string' ? etagOf(payload) : undefined);
    if (!etag) return payload;
    reply.header('etag', etag);
    const known = request.headers['if-none-match']?.split(',').map((value) => value.trim());
    if (known?.includes(etag)) {
      // No body, so no encoding of it either (a shared answer may have come pre-compressed).
      reply.code(304).removeHeader('content-encoding');
      return '';
    }
    return payload;
  });
}

export function etagOf(payload: string): string {
  return `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
}
