import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/**
 * API answers are compressed (brotli or gzip) for phones on costly mobile data: the catalogue
 * shrinks from ~42 kB to a fraction of that. Brotli quality 4 keeps the CPU cost per request
 * small, and zlib works on the thread pool, off the event loop. The web app's files are
 * pre-compressed at build time and photos are already compressed, so neither is touched here.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    customTypes: /^application\/json|^text\/(plain|html)/,
  });
}
