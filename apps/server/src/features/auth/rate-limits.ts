import { RATE_LIMITS } from '@fundi/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normaliseIdentifier } from './identifier';

/** The same person typing their phone two ways is still one identifier. */
function identifierKey(request: FastifyRequest): string {
  const identifier = String((request.body as { identifier?: unknown } | undefined)?.identifier ?? '');
  try {
    return Object.values(normaliseIdentifier(identifier))[0]!;
  } catch {
    return identifier.trim().toLowerCase();
  }
}

/** The limits of DECISIONS.md §2 for the account routes. */
export function createAuthLimiters(app: FastifyInstance) {
  return {
    loginPerIp: app.createRateLimit({
      max: RATE_LIMITS.loginPerIp.max,
      timeWindow: RATE_LIMITS.loginPerIp.windowMs,
      keyGenerator: (request) => `login-ip:${request.ip}`,
    }),
    /** Counts failed attempts only: peeked before the attempt, consumed when it fails. */
    loginFailuresPerIdentifier: app.createRateLimit({
      max: RATE_LIMITS.loginPerIdentifier.max,
      timeWindow: RATE_LIMITS.loginPerIdentifier.windowMs,
      keyGenerator: (request) => `login-id:${identifierKey(request)}`,
    }),
    forgotPasswordPerIdentifier: app.createRateLimit({
      max: RATE_LIMITS.forgotPasswordPerIdentifier.max,
      timeWindow: RATE_LIMITS.forgotPasswordPerIdentifier.windowMs,
      keyGenerator: (request) => `forgot-id:${identifierKey(request)}`,
    }),
    /** Counts refused reset tokens only, like login failures: peeked first, consumed on refusal. */
    resetFailuresPerIp: app.createRateLimit({
      max: RATE_LIMITS.resetPasswordFailuresPerIp.max,
      timeWindow: RATE_LIMITS.resetPasswordFailuresPerIp.windowMs,
      keyGenerator: (request) => `reset-ip:${request.ip}`,
    }),
    signupPerIp: app.createRateLimit({
      max: RATE_LIMITS.signupPerIp.max,
      timeWindow: RATE_LIMITS.signupPerIp.windowMs,
      keyGenerator: (request) => `signup-ip:${request.ip}`,
    }),
  };
}
