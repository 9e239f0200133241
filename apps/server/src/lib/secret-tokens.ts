import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random, unguessable value for a link or a refresh token (256 bits). */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What we store instead of the token. The tokens are random 256-bit values, so a fast hash
 * is enough: there is nothing to brute-force as there is with a password.
 */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Whether `given` is `secret`, in constant time: how long it takes says nothing of how much of
 * it was right. Both are hashed first, which gives them one length, as timingSafeEqual needs.
 */
export function isSameSecret(given: string, secret: string): boolean {
  return timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(secret).digest());
}
