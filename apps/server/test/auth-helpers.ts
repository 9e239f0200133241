import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export const strongPassword = 'Kenya#2026x';

/** A new account through the real API; returns its e-mail and the password used. */
export async function signUpBuyer(app: FastifyInstance, { name = 'Test Buyer', password = strongPassword } = {}) {
  const email = `user-${randomBytes(5).toString('hex')}@example.com`;
  // Each from its own address, so fixtures never trip the sign-up limit (30 per address per hour).
  const remoteAddress = `10.${randomBytes(3).join('.')}`;
  const response = await app.inject({ method: 'POST', url: '/auth/signup', payload: { name, email, phone: null, password }, remoteAddress });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.body}`);
  return { email, password, id: (response.json() as { user: { id: string } }).user.id };
}

export async function logIn(app: FastifyInstance, identifier: string, password = strongPassword, rememberMe = false, remoteAddress?: string) {
  const response = await app.inject({ method: 'POST', url: '/auth/login', payload: { identifier, password, rememberMe }, remoteAddress });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json() as { accessToken: string; refreshToken: string; user: { id: string } };
}

/**
 * A login from an address of its own. Servers sharing Redis share the per-address login count
 * (100 per 15 minutes) with every other test file and run, so their fixtures must not all
 * come from 127.0.0.1.
 */
export function logInFromOwnAddress(app: FastifyInstance, identifier: string) {
  return logIn(app, identifier, strongPassword, false, `10.${randomBytes(3).join('.')}`);
}

export function bearer(accessToken: string) {
  return { authorization: `Bearer ${accessToken}` };
}

export async function isSignedIn(app: FastifyInstance, accessToken: string): Promise<boolean> {
  const response = await app.inject({ method: 'GET', url: '/auth/validate-token', headers: bearer(accessToken) });
  return response.statusCode === 200;
}
