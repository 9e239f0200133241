import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { etagOf } from './etag';

const threshold = 1024;
const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * API answers are compressed (brotli or gzip) for phones on costly mobile data: the catalogue
 * shrinks from ~42 kB to a fraction of that. Brotli quality 4 keeps the CPU cost per request
 * small, and zlib works on the thread pool, off the event loop. The web app's files are
 * pre-compressed at build time and photos are already compressed, so neither is touched here.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold,
    encodings: ['br', 'gzip'],
    brotliOptions,
    customTypes: /^application\/json|^text\/(plain|html)/,
  });
  // A JSON answer is one string already: it is compressed in one call and sent in one write
  // with its Content-Length. The plugin's stream path (chunked writes, several ticks, a thread
  // pool round trip) cost about 1 ms of CPU more per answer on a 2-core server, as much as the
  // whole rest of a 50-row list (bench part 3). Streams and other types still go through the
  // plugin, which leaves an answer that already has a Content-Encoding alone.
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || Buffer.byteLength(payload) < threshold || reply.hasHeader('content-encoding')) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    if (request.headers['x-no-compression'] !== undefined) return payload;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding).header('vary', withVary(reply.getHeader('vary'), 'accept-encoding'));
    return compressAnswer(Buffer.from(payload), encoding);
  });
}

/**
 * Up to 16 kB (a page of a list) compressing takes about 0.1 ms, less than handing it to the
 * thread pool and back costs, so it is done in place; a bigger answer goes to the thread pool
 * and leaves the event loop free.
 */
const inPlaceLimit = 16 * 1024;
function compressAnswer(body: Buffer, encoding: Encoding): Buffer | Promise<Buffer> {
  if (body.length > inPlaceLimit) return compressors[encoding](body);
  return encoding === 'br' ? brotliCompressSync(body, brotliOptions) : gzipSync(body);
}

type Encoding = 'br' | 'gzip';
const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => promisify(brotliCompress)(body, brotliOptions),
  gzip: (body) => promisify(gzip)(body),
};

export type SharedAnswer = { body: Buffer; etag: string; type: string; encodedAs: (encoding: Encoding) => Promise<Buffer> };

/**
 * One answer sent to many requests (see lib/single-flight.ts; a server-rendered page): its ETag
 * and each compressed form are computed once, when first asked for, instead of once per request.
 */
export function createSharedAnswer(text: string, type = 'application/json; charset=utf-8'): SharedAnswer {
  const body = Buffer.from(text);
  const encoded = new Map<Encoding, Promise<Buffer>>();
  return {
    body,
    type,
    etag: etagOf(text),
    encodedAs(encoding) {
      if (!encoded.has(encoding)) encoded.set(encoding, compressors[encoding](body));
      return encoded.get(encoding)!;
    },
  };
}

/** Sends a shared answer in the encoding the client prefers, as the compression plugin would. */
export async function sendSharedAnswer(request: FastifyRequest, reply: FastifyReply, answer: SharedAnswer): Promise<FastifyReply> {
  // Added to, never replaced: an answer to another origin also varies by Origin (plugins/other-clients.ts).
  reply.header('etag', answer.etag).header('vary', withVary(reply.getHeader('vary'), 'accept-encoding')).type(answer.type);
  const encoding = answer.body.length >= threshold ? preferredEncoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(answer.body);
  // An answer that already has a Content-Encoding is left alone by the compression plugin.
  return reply.header('content-encoding', encoding).send(await answer.encodedAs(encoding));
}

/** A Vary header with `name` added once to what it already names. */
function withVary(vary: unknown, name: string): string {
  const names = vary === undefined ? [] : String(vary).split(',').map((part) => part.trim()).filter((part) => part !== '');
  return names.some((part) => part.toLowerCase() === name) ? names.join(', ') : [...names, name].join(', ');
}

/** Brotli when the client takes it, else gzip, else none; `;q=0` means "not this one". */
function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, quality]) => !/^\s*q=0(\.0*)?\s*$/.test(quality ?? ''))
      .map(([name]) => name),
  );
  if (accepted.has('br') || accepted.has('*')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}
