import { jwtVerify, SignJWT } from 'jose';
import type { Role } from '@fundi/shared';

export type AccessClaims = { userId: string; role: Role };

const issuer = 'fundi';
const audience = 'fundi-api';

/** Short-lived JWT (DECISIONS.md §2): 15 minutes, carrying the user id and role. */
export function createAccessTokens(secret: string, lifetimeSeconds = 15 * 60) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ userId, role }: AccessClaims): Promise<string> {
      return new SignJWT({ role })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(`${lifetimeSeconds}s`)
        .sign(key);
    },
    /** Resolves to the claims, or undefined for any token that is not ours, expired or malformed. */
    async verify(token: string): Promise<AccessClaims | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, { issuer, audience, algorithms: ['HS256'] });
        const role = payload.role;
        if (typeof payload.sub !== 'string' || (role !== 'buyer' && role !== 'seller' && role !== 'both')) return undefined;
        return { userId: payload.sub, role };
      } catch {
        return undefined;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
