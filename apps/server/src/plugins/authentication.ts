import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import type { AccessClaims, AccessTokens } from '../lib/access-tokens';
import { sessionEndedError } from '../lib/live-sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser` (and `identifyUser` when a valid token came along): who is calling. */
    caller?: AccessClaims;
    /**
     * Set by `requireUser` instead of `caller` on a route that `confirmsSessionItself`: the
     * claims of a verified token whose session the route's own statement has yet to confirm.
     */
    claimedCaller?: AccessClaims;
  }
  interface FastifyInstance {
    /** onRequest hook: signed-in only; a missing, expired, forged or revoked token is a 401. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: notes the caller when a valid token came along, never refuses. */
    identifyUser: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyContextConfig {
    /**
     * The route reads with one statement that also confirms the caller's session is live
     * (`lib/live-sessions`), refusing with `sessionEndedError` when it is not; `requireUser`
     * then only verifies the token. One database round trip instead of two, for the lists
     * asked on every dashboard visit. The route reads the caller with `claimedCallerOf`.
     */
    confirmsSessionItself?: boolean;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  const token = header.slice('Bearer '.length).trim();
  return token && token !== 'null' && token !== 'undefined' ? token : undefined;
}

type SessionCheck = (claims: AccessClaims) => Promise<boolean>;

/**
 * Access tokens are checked against their session on every call, so logging out, changing
 * the password or closing the account takes effect at once rather than when the 15-minute
 * token expires.
 */
export function registerAuthentication(app: FastifyInstance, { tokens, isSessionActive }: { tokens: AccessTokens; isSessionActive: SessionCheck }): void {
  async function callerOfToken(request: FastifyRequest): Promise<AccessClaims | undefined> {
    const token = bearerToken(request);
    const claims = token ? await tokens.verify(token) : undefined;
    return claims && (await isSessionActive(claims)) ? claims : undefined;
  }

  app.decorateRequest('caller', undefined);
  app.decorateRequest('claimedCaller', undefined);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const claims = token ? await tokens.verify(token) : undefined;
    if (claims && request.routeOptions.config.confirmsSessionItself) {
      request.claimedCaller = claims;
      return;
    }
    if (!claims || !(await isSessionActive(claims))) throw token ? sessionEndedError() : new AppError('unauthenticated', 'Authentication required');
    request.caller = claims;
  });
  app.decorate('identifyUser', async (request: FastifyRequest) => {
    request.caller = await callerOfToken(request);
  });
  app.addHook('onRoute', (route) => {
    if (!route.config?.confirmsSessionItself) return;
    // Elsewhere an ended session is refused before its input is read; so it is here: input
    // that fails validation waits (attached, not sent) until the session has been checked.
    route.attachValidation = true;
    route.preHandler = [confirmSessionBeforeRefusingInput(isSessionActive), ...[route.preHandler ?? []].flat()];
  });
}

function confirmSessionBeforeRefusingInput(isSessionActive: SessionCheck) {
  return async (request: FastifyRequest) => {
    if (!request.validationError) return;
    if (!request.claimedCaller || !(await isSessionActive(request.claimedCaller))) throw sessionEndedError();
    throw request.validationError;
  };
}

/** The caller of a route behind `requireUser`. */
export function callerOf(request: FastifyRequest): AccessClaims {
  if (!request.caller) throw new AppError('unauthenticated', 'Authentication required');
  return request.caller;
}

/**
 * The caller of a route that `confirmsSessionItself`: their session is NOT yet confirmed, so
 * the claims must go to a statement that confirms it before anything is read for them.
 */
export function claimedCallerOf(request: FastifyRequest): AccessClaims {
  if (!request.claimedCaller) throw new AppError('unauthenticated', 'Authentication required');
  return request.claimedCaller;
}
