import type { ErrorCode } from '@fundi/shared';
import { RateLimitError } from './app-error';
import type { Limiter } from './rate-counters';

/**
 * Counts one hit for `key` before any work is done and refuses with a 429 (and Retry-After)
 * once the count passes the limit. The count is taken atomically, so a burst of parallel
 * requests cannot slip past it. A rule that counts only failures (wrong passwords, refused
 * tokens) calls the returned `refund` once the attempt has succeeded.
 */
export async function enforceLimit(
  limiter: Limiter,
  key: string,
  { code = 'TOO_MANY_REQUESTS' }: { code?: ErrorCode } = {},
): Promise<{ refund: () => Promise<void> }> {
  const counted = await limiter.hit(key);
  if (counted && counted.count > limiter.rule.max) {
    throw new RateLimitError(code, Math.max(1, Math.ceil(counted.resetInMs / 1000)));
  }
  return { refund: () => (counted ? limiter.refund(key) : Promise.resolve()) };
}
