import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import type { AccessClaims, AccessTokens } from '../lib/access-tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser`: who is calling. */
    caller?: AccessClaims;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice('Bearer '.length).trim();
  return token && token !== 'null' && token !== 'undefined' ? token : undefined;
}

/**
 * `preHandler: app.requireUser` on a route makes it signed-in only: a missing, expired or
 * forged bearer token is a 401 before the handler runs.
 */
export function registerAuthentication(app: FastifyInstance, tokens: AccessTokens): void {
  app.decorateRequest('caller', undefined);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const claims = token ? await tokens.verify(token) : undefined;
    if (!claims) throw new AppError('unauthenticated', token ? 'Invalid or expired token' : 'Authentication required');
    request.caller = claims;
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
}

/** The caller of a route behind `requireUser`. */
export function callerOf(request: FastifyRequest): AccessClaims {
  if (!request.caller) throw new AppError('unauthenticated', 'Authentication required');
  return request.caller;
}
