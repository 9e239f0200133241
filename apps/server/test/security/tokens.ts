import { SESSION_LIFETIME_MS, type Role } from '@fundi/shared';
import { SignJWT, UnsecuredJWT } from 'jose';
import type { Database } from '../../src/db';
import { insertSession } from '../../src/features/auth/sessions.repository';
import { createAccessTokens } from '../../src/lib/access-tokens';
import { testJwtSecret } from '../helpers';
import type { World } from './world';

const tokens = createAccessTokens(testJwtSecret);

/** A new signed-in session of an existing person, as a sign-in would open (without the password round). */
export async function openSession(db: Database, userId: string, role: Role = 'both'): Promise<{ sessionId: string; token: string }> {
  const { id: sessionId } = await insertSession(db, { userId, rememberMe: false, expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS.refreshToken) });
  return { sessionId, token: await tokens.sign({ userId, role, sessionId }) };
}

export type IdentityProblem = { name: string; authorization: string | undefined; error: string };

/**
 * Every way a caller can fail to prove who they are. The forged ones claim Alice's real id
 * and her live session, so each differs from a valid token in exactly one respect.
 */
export async function identityProblems(world: World): Promise<IdentityProblem[]> {
  const { id: userId, sessionId } = world.alice;
  const claims = { role: 'both', sid: sessionId };
  const nowSeconds = Math.floor(Date.now() / 1000);
  const expired = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer('fundi')
    .setAudience('fundi-api')
    .setIssuedAt(nowSeconds - 20 * 60)
    .setExpirationTime(nowSeconds - 5 * 60)
    .sign(new TextEncoder().encode(testJwtSecret));
  const otherSecret = await createAccessTokens('a-different-secret-that-is-also-long-enough').sign({ userId, role: 'both', sessionId });
  const algNone = new UnsecuredJWT(claims).setSubject(userId).setIssuer('fundi').setAudience('fundi-api').setIssuedAt().setExpirationTime('15m').encode();
  const invalid = (name: string, token: string) => ({ name, authorization: `Bearer ${token}`, error: 'Invalid token' });
  return [
    { name: 'no token', authorization: undefined, error: 'Authentication required' },
    invalid('an expired token', expired),
    invalid('a token signed with another secret', otherSecret),
    invalid('a token with alg "none"', algNone),
    invalid('the token of a logged-out session', world.loggedOutToken),
    invalid('the token of a closed account', world.closedAccountToken),
  ];
}
