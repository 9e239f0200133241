import type { Database } from '../../db';
import { isSessionLive } from '../../lib/live-sessions';

export function insertSession(db: Database, session: { userId: string; rememberMe: boolean; expiresAt: Date }) {
  return db
    .insertInto('sessions')
    .values({ user_id: session.userId, remember_me: session.rememberMe, expires_at: session.expiresAt })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export function insertRefreshToken(db: Database, sessionId: string, tokenHash: string) {
  return db.insertInto('refresh_tokens').values({ token_hash: tokenHash, session_id: sessionId }).execute();
}

/** The refresh token with its session and user, locked until the transaction ends. */
export function findRefreshTokenForUpdate(db: Database, tokenHash: string) {
  return db
    .selectFrom('refresh_tokens')
    .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'refresh_tokens.rotated_at',
      'sessions.id as sessionId',
      'sessions.remember_me',
      'sessions.expires_at',
      'sessions.revoked_at',
      'users.id as userId',
      'users.role',
      'users.deleted_at',
    ])
    .where('refresh_tokens.token_hash', '=', tokenHash)
    .forUpdate('refresh_tokens')
    .executeTakeFirst();
}

export function markRotated(db: Database, tokenHash: string) {
  return db.updateTable('refresh_tokens').set({ rotated_at: new Date() }).where('token_hash', '=', tokenHash).execute();
}

export function extendSession(db: Database, sessionId: string, expiresAt: Date) {
  return db.updateTable('sessions').set({ expires_at: expiresAt, last_used_at: new Date() }).where('id', '=', sessionId).execute();
}

export function revokeSessions(db: Database, where: { sessionId: string } | { userId: string; exceptSessionId?: string }, reason: string) {
  let query = db.updateTable('sessions').set({ revoked_at: new Date(), revoked_reason: reason }).where('revoked_at', 'is', null);
  if ('sessionId' in where) query = query.where('id', '=', where.sessionId);
  else {
    query = query.where('user_id', '=', where.userId);
    if (where.exceptSessionId) query = query.where('id', '<>', where.exceptSessionId);
  }
  return query.execute();
}

/** True while the session is signed in and its person still exists (the rule lives in lib/live-sessions). */
export function isSessionActive(db: Database, sessionId: string, userId: string): Promise<boolean> {
  return isSessionLive(db, { sessionId, userId });
}
