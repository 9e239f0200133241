import { RATE_LIMITS } from '@fundi/shared';
import type { FastifyInstance } from 'fastify';
import { normaliseIdentifier } from './identifier';

/** The same person typing their phone two ways is still one identifier. */
export function identifierKey(identifier: string): string {
  try {
    return Object.values(normaliseIdentifier(identifier))[0]!;
  } catch {
    return identifier.trim().toLowerCase();
  }
}

/** The limits of docs/decisions/0010-rate-limits-and-slow-clients.md for the account routes. */
export function createAuthLimiters(app: FastifyInstance) {
  return {
    loginPerIp: app.createRateLimit('login-ip', RATE_LIMITS.loginPerIp),
    /** Counts failed attempts only: counted before the password is checked, refunded when it was right. */
    loginFailuresPerIdentifier: app.createRateLimit('login-id', RATE_LIMITS.loginPerIdentifier),
    forgotPasswordPerIp: app.createRateLimit('forgot-ip', RATE_LIMITS.forgotPasswordPerIp),
    forgotPasswordPerAccount: app.createRateLimit('forgot-account', RATE_LIMITS.forgotPasswordPerAccount),
    /** Counts refused reset tokens only, like login failures. */
    resetFailuresPerIp: app.createRateLimit('reset-ip', RATE_LIMITS.resetPasswordFailuresPerIp),
    signupPerIp: app.createRateLimit('signup-ip', RATE_LIMITS.signupPerIp),
  };
}
