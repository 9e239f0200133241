import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db';
import { setAdmin } from '../src/features/admin/admin-grants';
import { bearer, logInFromOwnAddress, signUpBuyer } from './auth-helpers';

/** A new account made an administrator the way the first one is (`npm run admin -- grant`), signed in. */
export async function signInAdministrator(app: FastifyInstance, db: Database, name = 'Ada Administrator') {
  const account = await signUpBuyer(app, { name });
  await setAdmin(db, account.email, true);
  const { accessToken } = await logInFromOwnAddress(app, account.email);
  return { ...account, accessToken };
}

/** One of the console's calls, as `admin` (its token). */
export function asAdmin(app: FastifyInstance, accessToken: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  return app.inject({ method, url, headers: bearer(accessToken), ...(payload ? { payload } : {}) });
}
