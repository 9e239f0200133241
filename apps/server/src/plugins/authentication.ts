import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import type { AccessClaims, AccessTokens } from '../lib/access-tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser` (and `identifyUser` when a valid token came along): who is calling. */
    caller?: AccessClaims;
  }
  interface FastifyInstance {
    /** onRequest hook: signed-in only; a missing, expired, forged or revoked token is a 401. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: notes the caller when a valid token came along, never refuses. */
    identifyUser: (request: FastifyRequest) => Promise<void>;
    /**
     * onRequest hook of the administrators' console (/api/admin/*): anyone but a signed-in
     * administrator gets the 404 of an address that does not exist, so the console is not
     * even known to be there.
     */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice('Bearer '.length).trim();
  return token && token !== 'null' && token !== 'undefined' ? token : undefined;
}

type SessionCheck = (claims: AccessClaims) => Promise<boolean>;
type AdminCheck = (userId: string) => Promise<boolean>;

/**
 * Access tokens are checked against their session on every call, so logging out, changing
 * the password or closing the account takes effect at once rather than when the 15-minute
 * token expires.
 */
export function registerAuthentication(
  app: FastifyInstance,
  { tokens, isSessionActive, isAdmin }: { tokens: AccessTokens; isSessionActive: SessionCheck; isAdmin: AdminCheck },
): void {
  async function callerOfToken(request: FastifyRequest): Promise<AccessClaims | undefined> {
    const token = bearerToken(request);
    const claims = token ? await tokens.verify(token) : undefined;
    return claims && (await isSessionActive(claims)) ? claims : undefined;
  }

  app.decorateRequest('caller', undefined);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const claims = token ? await tokens.verify(token) : undefined;
    // A bad token and a valid token of an ended session get the same words.
    if (!claims || !(await isSessionActive(claims))) throw new AppError('unauthenticated', token ? 'INVALID_TOKEN' : 'AUTHENTICATION_REQUIRED');
    request.caller = claims;
  });
  app.decorate('identifyUser', async (request: FastifyRequest) => {
    request.caller = await callerOfToken(request);
  });
  // Read from the account on every call, never from the token: a right taken away is gone at once.
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const claims = await callerOfToken(request);
    if (!claims || !(await isAdmin(claims.userId))) throw new AppError('not-found', 'NOT_FOUND');
    request.caller = claims;
  });
}

/** The caller of a route behind `requireUser`. */
export function callerOf(request: FastifyRequest): AccessClaims {
  if (!request.caller) throw new AppError('unauthenticated', 'AUTHENTICATION_REQUIRED');
  return request.caller;
}
