import { SERVER_TEXTS } from '@fundi/shared';
import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../db';
import { AppError } from './app-error';
import { plannedStatement, type Slots } from './planned-statements';

export type SessionOfCaller = { sessionId: string; userId: string };

/**
 * True while the session signs its person in: not ended (log out, a password change, a reused
 * refresh token), not expired, and the account not closed. Every signed-in request asks this,
 * so an ended session is refused at once rather than when its 15-minute token expires. A
 * statement may embed it to check the session in the same round trip as its own reading.
 */
export function isSessionLiveSql(db: Database, { sessionId, userId, now }: SessionOfCaller & { now: Date }): RawBuilder<boolean> {
  const session = db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select('sessions.id')
    .where('sessions.id', '=', sessionId)
    .where('sessions.user_id', '=', userId)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('users.deleted_at', 'is', null);
  return sql<boolean>`exists (${session})`;
}

const readIsSessionLive = plannedStatement((db: Database, slot: Slots<SessionOfCaller & { now: Date }>) =>
  db.selectNoFrom(isSessionLiveSql(db, { sessionId: slot('sessionId'), userId: slot('userId'), now: slot('now') }).as('is_live')),
);

export async function isSessionLive(db: Database, session: SessionOfCaller): Promise<boolean> {
  const [row] = await readIsSessionLive(db, { ...session, now: new Date() });
  return row?.is_live === true;
}

/** The 401 for a valid token whose session has ended: the same words as for a bad token. */
export function sessionEndedError(): AppError {
  return new AppError('unauthenticated', SERVER_TEXTS.invalidToken);
}

/** Who asks a statement that confirms the session itself; without `sessionId` the caller is taken as already checked. */
export type ClaimedCaller = { userId: string; sessionId?: string };

/**
 * The `caller` CTE of a statement that confirms its caller's session itself (routes that
 * `confirmsSessionItself`): one row whose `is_signed_in` says whether the session is live.
 * Every reading in the statement is gated on `isCallerSignedIn`, so nothing is read, and
 * nothing written, for an ended session.
 */
export function callerCte(db: Database, caller: { sessionId?: string; userId: string; now: Date }): RawBuilder<unknown> {
  const isLive = caller.sessionId === undefined ? sql<boolean>`true` : isSessionLiveSql(db, { ...caller, sessionId: caller.sessionId });
  return sql`caller as (select ${isLive} as is_signed_in)`;
}
export const isCallerSignedIn = sql<boolean>`(select is_signed_in from caller)`;

/** For input refused before any reading (a forged cursor): an ended session still hears 401 first, as everywhere else. */
export async function refuseEndedSession(db: Database, { userId, sessionId }: ClaimedCaller): Promise<void> {
  if (sessionId !== undefined && !(await isSessionLive(db, { userId, sessionId }))) throw sessionEndedError();
}
