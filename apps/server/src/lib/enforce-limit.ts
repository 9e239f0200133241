import { SERVER_TEXTS } from '@fundi/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

export type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

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
