import { sql } from 'kysely';
import type { Database } from '../../db';
import { preparedStatement, type Slots } from '../../lib/prepared-statements';

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
      'users.suspended_at',
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

/**
 * Every way a session ends, as `sessions.revoked_reason` records it. Each must also close the
 * session's live sockets (docs/decisions/0038-ended-sessions-close-sockets.md):
 * test/security/ended-sessions.test.ts walks one row per reason, so a new way of ending sessions
 * brings its row.
 */
export const sessionEndReasons = [
  'logged out',
  'refresh token reused',
  'password changed',
  'password reset',
  'account deleted',
  'linked to Google before the e-mail was verified',
  'e-mail change undone',
  'account suspended',
] as const;
export type SessionEndReason = (typeof sessionEndReasons)[number];

/**
 * Ends sessions and returns the ones it ended. Once the transaction has committed, the caller
 * announces them with `realtime.closeEndedSessions` (plugins/realtime.ts), so that their live
 * sockets close too.
 */
export function revokeSessions(
  db: Database,
  where: { sessionId: string } | { userId: string; exceptSessionId?: string },
  reason: SessionEndReason,
) {
  let query = db.updateTable('sessions').set({ revoked_at: new Date(), revoked_reason: reason }).where('revoked_at', 'is', null);
  if ('sessionId' in where) query = query.where('id', '=', where.sessionId);
  else {
    query = query.where('user_id', '=', where.userId);
    if (where.exceptSessionId) query = query.where('id', '<>', where.exceptSessionId);
  }
  return query.returning(['id as sessionId', 'user_id as userId']).execute();
}

type SessionOfCaller = { sessionId: string; userId: string };

/**
 * True while the session signs its person in: not ended (log out, a password change, a reused
 * refresh token), not expired, and the account neither closed nor suspended. Every signed-in request and every
 * live socket asks this (plugins/authentication.ts, plugins/realtime.ts), so an ended session
 * is refused at once rather than when its 15-minute token expires.
 */
export async function isSessionActive(db: Database, session: SessionOfCaller): Promise<boolean> {
  const [row] = await readIsSessionActive(db, { ...session, now: new Date() });
  return row?.is_active === true;
}

// Prepared (lib/prepared-statements.ts): it runs before every signed-in request.
const readIsSessionActive = preparedStatement((db: Database, slot: Slots<SessionOfCaller & { now: Date }>) => {
  const session = db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select('sessions.id')
    .where('sessions.id', '=', slot('sessionId'))
    .where('sessions.user_id', '=', slot('userId'))
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', slot('now'))
    .where('users.deleted_at', 'is', null)
    .where('users.suspended_at', 'is', null);
  return db.selectNoFrom(sql<boolean>`exists (${session})`.as('is_active'));
});
