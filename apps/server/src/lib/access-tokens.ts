import { jwtVerify, SignJWT } from 'jose';
import { SESSION_LIFETIME_MS, type Role } from '@fundi/shared';

/** Who the token speaks for, and which signed-in session (device) it belongs to. */
export type AccessClaims = { userId: string; role: Role; sessionId: string };
/** Claims as read back from a token, with its expiry (ms since the epoch). */
export type VerifiedClaims = AccessClaims & { expiresAt: number };

const issuer = 'fundi';
const audience = 'fundi-api';

/**
 * Short-lived JWT (docs/decisions/0007-sessions-and-refresh-tokens.md): 15 minutes, carrying the
 * user id, role and session.
 */
export function createAccessTokens(secret: string, lifetimeSeconds = SESSION_LIFETIME_MS.accessToken / 1000) {
  // Imported once: given raw bytes, jose imports the key again for every token, which costs
  // more than the HMAC itself on each signed-in request (bench part 1).
  const key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  const verified = createVerifiedTokens();
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
      const known = verified.recall(token);
      if (known) return known;
      try {
        const { payload } = await jwtVerify(token, await key, { issuer, audience, algorithms: ['HS256'] });
        const { role, sid } = payload;
        if (typeof payload.sub !== 'string' || typeof sid !== 'string') return undefined;
        if (role !== 'buyer' && role !== 'seller' && role !== 'both') return undefined;
        const claims: VerifiedClaims = { userId: payload.sub, role, sessionId: sid, expiresAt: (payload.exp ?? 0) * 1000 };
        verified.remember(token, claims, payload.exp === undefined ? Infinity : payload.exp * 1000);
        return claims;
      } catch {
        return undefined;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;

/** Enough for every token in use on one server; beyond it the oldest are verified again. */
const maxVerifiedTokens = 10_000;

/**
 * A client sends the same access token with every call for its 15 minutes, and verifying it
 * again (jose's checks and a WebCrypto HMAC on the thread pool, about 45 µs of CPU) was paid
 * on every signed-in request. A token is a fixed string: once its signature and claims have
 * been verified, only the passing of its expiry time can change the answer, so a repeat is
 * checked against that alone (the same `exp > now` as jose). Keyed by the whole token, so a
 * token differing in any character is verified afresh; only tokens that passed are kept.
 * Whether the session is still live is not a property of the token: every request still
 * checks it.
 */
function createVerifiedTokens() {
  const tokens = new Map<string, { claims: VerifiedClaims; validUntil: number }>();
  return {
    recall(token: string): VerifiedClaims | undefined {
      const known = tokens.get(token);
      if (!known) return undefined;
      if (known.validUntil > Date.now()) return { ...known.claims };
      tokens.delete(token);
      return undefined;
    },
    remember(token: string, claims: VerifiedClaims, validUntil: number): void {
      if (tokens.size >= maxVerifiedTokens) tokens.delete(tokens.keys().next().value!);
      tokens.set(token, { claims: { ...claims }, validUntil });
    },
  };
}
