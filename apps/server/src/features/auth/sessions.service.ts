import { SESSION_LIFETIME_MS, type Role } from '@fundi/shared';
import type { Database } from '../../db';
import type { AccessTokens } from '../../lib/access-tokens';
import { AppError } from '../../lib/app-error';
import { hashSecretToken, newSecretToken } from '../../lib/secret-tokens';
import type { Realtime } from '../../plugins/realtime';
import {
  extendSession,
  findRefreshTokenForUpdate,
  insertRefreshToken,
  insertSession,
  markRotated,
  revokeSessions,
} from './sessions.repository';

export type SessionDeps = { db: Database; tokens: AccessTokens; realtime: Realtime };
export type SessionTokens = { accessToken: string; refreshToken: string };

/**
 * Two tabs share one stored refresh token, so both may present it at nearly the same moment.
 * Within this window a rotated token is simply refused (the late tab then picks up the new
 * token its sibling stored); only later reuse counts as theft and revokes the session.
 */
const reuseGraceMs = 10_000;

function lifetimeMs(rememberMe: boolean): number {
  return rememberMe ? SESSION_LIFETIME_MS.rememberMeRefreshToken : SESSION_LIFETIME_MS.refreshToken;
}

/** Signs a person in on one device: a session, its first refresh token and an access token. */
export async function startSession(
  { db, tokens }: Pick<SessionDeps, 'db' | 'tokens'>,
  { userId, role, rememberMe }: { userId: string; role: Role; rememberMe: boolean },
): Promise<SessionTokens> {
  const refreshToken = newSecretToken();
  const session = await db.transaction().execute(async (trx) => {
    const created = await insertSession(trx, { userId, rememberMe, expiresAt: new Date(Date.now() + lifetimeMs(rememberMe)) });
    await insertRefreshToken(trx, created.id, hashSecretToken(refreshToken));
    return created;
  });
  return { accessToken: await tokens.sign({ userId, role, sessionId: session.id }), refreshToken };
}

/** POST /auth/refresh: a new access token and a new refresh token; the old one is spent. */
export async function refreshSession({ db, tokens, realtime }: SessionDeps, refreshToken: string): Promise<SessionTokens> {
  const tokenHash = hashSecretToken(refreshToken);
  const outcome = await db.transaction().execute(async (trx) => {
    const found = await findRefreshTokenForUpdate(trx, tokenHash);
    if (!found || found.revoked_at || found.deleted_at || found.suspended_at || found.expires_at <= new Date()) return { refused: true as const, ended: [] };
    if (found.rotated_at) {
      const isTheft = Date.now() - found.rotated_at.getTime() > reuseGraceMs;
      return { refused: true as const, ended: isTheft ? await revokeSessions(trx, { sessionId: found.sessionId }, 'refresh token reused') : [] };
    }
    const next = newSecretToken();
    await markRotated(trx, tokenHash);
    await insertRefreshToken(trx, found.sessionId, hashSecretToken(next));
    await extendSession(trx, found.sessionId, new Date(Date.now() + lifetimeMs(found.remember_me)));
    return { refused: false as const, next, found };
  });
  if (outcome.refused) {
    for (const ended of outcome.ended) await realtime.closeEndedSessions(ended);
    throw new AppError('unauthenticated', 'INVALID_TOKEN');
  }
  const { found, next } = outcome;
  const accessToken = await tokens.sign({ userId: found.userId, role: found.role as Role, sessionId: found.sessionId });
  return { accessToken, refreshToken: next };
}

/** POST /auth/logout: the session of this refresh token (or of the caller) ends everywhere. */
export async function endSession({ db, realtime }: SessionDeps, { refreshToken, sessionId }: { refreshToken?: string; sessionId?: string }): Promise<void> {
  const ids = new Set<string>();
  if (sessionId) ids.add(sessionId);
  if (refreshToken) {
    const row = await db.selectFrom('refresh_tokens').select('session_id').where('token_hash', '=', hashSecretToken(refreshToken)).executeTakeFirst();
    if (row) ids.add(row.session_id);
  }
  for (const id of ids) {
    for (const ended of await revokeSessions(db, { sessionId: id }, 'logged out')) await realtime.closeEndedSessions(ended);
  }
}
