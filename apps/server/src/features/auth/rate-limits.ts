import { RATE_LIMITS, SERVER_TEXTS } from '@fundi/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { normaliseIdentifier } from './identifier';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

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
    signupPerIp: app.createRateLimit({
      max: RATE_LIMITS.signupPerIp.max,
      timeWindow: RATE_LIMITS.signupPerIp.windowMs,
      keyGenerator: (request) => `signup-ip:${request.ip}`,
    }),
  };
}

/**
 * Consumes one request from the limiter (or only looks, with `consume: false`) and answers
 * 429 with a Retry-After header once the limit is reached.
 */
export async function enforceLimit(
  limiter: Limiter,
  request: FastifyRequest,
  reply: FastifyReply,
  { text = SERVER_TEXTS.tooManyRequests, consume = true }: { text?: string; consume?: boolean } = {},
): Promise<void> {
  const status = await limiter(request, { increment: consume });
  if (status.isAllowed) return;
  const reached = consume ? status.isExceeded : status.remaining <= 0;
  if (!reached) return;
  reply.header('retry-after', String(status.ttlInSeconds));
  throw new AppError('rate-limited', text);
}
