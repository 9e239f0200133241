import { jwtVerify, SignJWT } from 'jose';
import { SESSION_LIFETIME_MS, type Role } from '@fundi/shared';

/** Who the token speaks for, and which signed-in session (device) it belongs to. */
export type AccessClaims = { userId: string; role: Role; sessionId: string };
/** Claims as read back from a token, with its expiry (ms since the epoch). */
export type VerifiedClaims = AccessClaims & { expiresAt: number };

const issuer = 'fundi';
const audience = 'fundi-api';

/** Short-lived JWT (DECISIONS.md §2): 15 minutes, carrying the user id, role and session. */
export function createAccessTokens(secret: string, lifetimeSeconds = SESSION_LIFETIME_MS.accessToken / 1000) {
  // Imported once: given raw bytes, jose imports the key again for every token, which costs
  // more than the HMAC itself on each signed-in request (bench part 1).
  const key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  return {
    async sign({ userId, role, sessionId }: AccessClaims): Promise<string> {
      return new SignJWT({ role, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(`${lifetimeSeconds}s`)
        .sign(await key);
    },
    /** Resolves to the claims, or undefined for any token that is not ours, expired or malformed. */
    async verify(token: string): Promise<VerifiedClaims | undefined> {
      try {
        const { payload } = await jwtVerify(token, await key, { issuer, audience, algorithms: ['HS256'] });
        const { role, sid } = payload;
        if (typeof payload.sub !== 'string' || typeof sid !== 'string') return undefined;
        if (role !== 'buyer' && role !== 'seller' && role !== 'both') return undefined;
        return { userId: payload.sub, role, sessionId: sid, expiresAt: (payload.exp ?? 0) * 1000 };
      } catch {
        return undefined;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
