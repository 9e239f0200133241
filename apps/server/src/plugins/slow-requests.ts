import type { FastifyInstance, FastifyRequest } from 'fastify';

/** How long a client may take to send each part of a request. */
export type RequestTimeouts = {
  /** The request line and headers (Node's headersTimeout). */
  headersMs: number;
  /** A JSON or form body: a few kB, seconds even on 2G. */
  bodyMs: number;
  /** A multipart body with a photo of up to 5 MB from a phone on a slow connection. */
  uploadBodyMs: number;
  /** The whole request, whatever it is (Node's requestTimeout): the last line of defence. */
  requestMs: number;
};

export const defaultRequestTimeouts: RequestTimeouts = { headersMs: 15_000, bodyMs: 15_000, uploadBodyMs: 120_000, requestMs: 150_000 };

/** Fastify's options that hand the header and whole-request limits to Node's HTTP server. */
export function nodeServerTimeouts(timeouts: RequestTimeouts) {
  return {
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      // Node checks the two limits above on this beat (30 s by default, which would let a
      // slow client hold its connection half a minute past them).
      connectionsCheckingInterval: Math.min(5_000, timeouts.headersMs),
    },
  };
}

/**
 * A body that does not arrive in time ends its connection. Without this, a client trickling
 * one byte every few seconds holds a connection (and a request in the server) for as long as
 * it likes; a few hundred such clients starve everyone else. Node's own limits count from the
 * first byte of the request and are sized for the slowest honest upload; this one is sized
 * for the body the request says it carries.
 */
export function registerSlowRequestLimits(app: FastifyInstance, timeouts: RequestTimeouts): void {
  // A timer still armed when the server closes would log through a logger that has ended.
  const armed = new Set<NodeJS.Timeout>();
  app.addHook('onClose', async () => {
    for (const timer of armed) clearTimeout(timer);
    armed.clear();
  });
  app.addHook('onRequest', async (request) => {
    if (!hasBody(request)) return;
    const limitMs = isUpload(request) ? timeouts.uploadBodyMs : timeouts.bodyMs;
    // Still armed after an early answer (a 401 before the body was read): Node keeps reading
    // that body to reuse the connection, and a trickle must not hold it there either.
    const timer = setTimeout(() => {
      armed.delete(timer);
      if (request.raw.complete) return;
      request.log.warn({ limitMs }, 'request body too slow: connection closed');
      // Destroying the unfinished request closes its socket; app.inject's stand-in socket has no destroy of its own.
      request.raw.destroy();
    }, limitMs).unref();
    armed.add(timer);
    const disarm = () => {
      clearTimeout(timer);
      armed.delete(timer);
    };
    request.raw.once('end', disarm);
    request.raw.once('close', disarm);
  });
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function isUpload(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');
}
