import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';

type SecurityOptions = {
  https: boolean;
  /** CSP sources (`'sha256-...'`) of the web app's own inline scripts; no other inline script runs. */
  inlineScripts?: string[];
};

/**
 * Security headers. Scripts load only from our own origin, or inline only when they are the
 * web app's own (index.html's route preloads, allowed by hash); styles
 * allow inline attributes because React sets style props; images also from data:/blob:
 * for local photo previews before upload. (No return type: helmet's ESM and CJS typings
 * name the same shape twice, and a plain object literal fits both.)
 */
function securityHeaderOptions({ https, inlineScripts = [] }: SecurityOptions) {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Over plain http (a laptop, a LAN address) upgrading requests would break every asset.
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // frame-ancestors 'none' says it to current browsers; DENY says the same to older ones
    // (helmet's default SAMEORIGIN would let our own pages frame us there).
    xFrameOptions: { action: 'deny' },
    // Reset links carry their token in the address: no page of ours may pass it on.
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  } as const;
}

/**
 * On every answer. helmet() is built once: @fastify/helmet rebuilds it, parsing the policy
 * again, on every request, a visible share of a catalogue answer's cost (bench part 1).
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions): Promise<void> {
  const setHeaders = createSecurityHeaderSetter(options);
  app.addHook('onRequest', async (request, reply) => setHeaders(request, reply));
}

/**
 * Sets the headers on one answer; also used for the few answers Fastify gives before any
 * hook runs (an address that does not decode, such as `/%zz`).
 */
export function createSecurityHeaderSetter(options: SecurityOptions): (request: FastifyRequest, reply: FastifyReply) => void {
  const setHeaders = helmet(securityHeaderOptions(options));
  return (request, reply) => {
    setHeaders(request.raw, reply.raw, () => undefined);
    // Photos are public (the catalogue shows them): a page or app on another origin may show
    // them too. Everything else stays same-origin, helmet's default.
    if (isPhotoPath(request.url)) reply.raw.setHeader('cross-origin-resource-policy', 'cross-origin');
  };
}

function isPhotoPath(url: string): boolean {
  return url.startsWith('/uploads/');
}
