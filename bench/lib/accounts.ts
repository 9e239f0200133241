import type { Database } from '../../apps/server/src/db';
import { startSession } from '../../apps/server/src/features/auth/sessions.service';
import { createAccessTokens } from '../../apps/server/src/lib/access-tokens';
import { hashPassword } from '../../apps/server/src/lib/passwords';
import { sendRequest } from './http';

/** The demo accounts' password (README), also given to every bench account. */
const benchPassword = 'Fundi#2026';

export type BenchUser = { id: string; email: string };
export type SignedInUser = BenchUser & { accessToken: string };

/**
 * Bench accounts straight in SQL: signing up hundreds of people through the API would spend
 * minutes on argon2 and trip the per-address sign-up limit, and sign-up is not what is
 * measured. The rows are what sign-up writes; the one hash is a real argon2id hash from the
 * server's own module, so logging these accounts in costs exactly what a real login costs.
 */
export async function createBenchUsers(db: Database, prefix: string, count: number): Promise<BenchUser[]> {
  const passwordHash = await hashPassword(benchPassword);
  const users: BenchUser[] = [];
  for (let start = 0; start < count; start += 500) {
    const rows = Array.from({ length: Math.min(500, count - start) }, (_, index) => ({
      name: `Bench ${prefix} ${start + index + 1}`,
      email: `bench-${prefix}-${start + index + 1}@bench.fundi.test`,
      phone: null,
      password_hash: passwordHash,
    }));
    users.push(...(await db.insertInto('users').values(rows).returning(['id', 'email']).execute()).map(({ id, email }) => ({ id, email: email! })));
  }
  return users;
}

/**
 * Signs people in without a password check, through the server's own session code: the same
 * session row and access token POST /auth/login would give. Used where many people must be
 * signed in before the measurement starts; the login storm measures real logins instead.
 */
export async function mintSessions(db: Database, jwtSecret: string, users: BenchUser[]): Promise<SignedInUser[]> {
  const tokens = createAccessTokens(jwtSecret);
  const signedIn: SignedInUser[] = [];
  for (const user of users) {
    const { accessToken } = await startSession({ db, tokens }, { userId: user.id, role: 'buyer', rememberMe: false });
    signedIn.push({ ...user, accessToken });
  }
  return signedIn;
}

export type LoginAnswer = { status: number; ms: number; accessToken?: string; userId?: string };

/**
 * POST /auth/login over a fresh connection. `localAddress` picks the loopback address the
 * request comes from (any of 127.0.0.0/8 on Linux), so that the per-address login limit sees
 * several clients, as it would behind carrier NAT, without trusting a forged X-Forwarded-For.
 */
export async function logIn(baseUrl: string, identifier: string, { localAddress }: { localAddress?: string } = {}): Promise<LoginAnswer> {
  const body = JSON.stringify({ identifier, password: benchPassword, rememberMe: false });
  const started = performance.now();
  const answer = await sendRequest(`${baseUrl}/auth/login`, { method: 'POST', body, localAddress });
  const ms = performance.now() - started;
  if (answer.status !== 200) return { status: answer.status, ms };
  const session = JSON.parse(answer.body.toString()) as { accessToken: string; user: { id: string } };
  return { status: 200, ms, accessToken: session.accessToken, userId: session.user.id };
}
