import { randomInt } from 'node:crypto';
import { RESET_CODE } from '@fundi/shared';
import { sql } from 'kysely';
import type { Database } from '../../db';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { hashSecretToken } from '../../lib/secret-tokens';
import { notify } from '../../lib/notifications/notify';
import type { Realtime } from '../../plugins/realtime';
import { normaliseIdentifier } from './identifier';
import { revokeSessions } from './sessions.repository';
import { findUserByIdentifier, setPasswordHash } from './users.repository';

// A phone's password reset (docs/product.md §10): a 6-digit code by SMS, good for 10 minutes
// and 5 wrong tries, spent by its first right use. Asking again a minute later replaces the earlier code. The
// code is stored hashed with its account's id, and the SMS that carries it is written to the
// outbox in the transaction that stores it, so a code is never sent that does not work.

const MINUTE_MS = 60_000;

function codeHash(userId: string, code: string): string {
  return hashSecretToken(`${userId}:${code}`);
}

/**
 * Makes a new code for the account and queues its SMS. Within RESET_CODE.newCodeAfterSeconds of
 * the last one (the page's wait, kept here too for every client) the code already sent stands
 * and no SMS goes: the new row is written only over an older one, in one statement, so requests
 * at once send one SMS.
 */
export async function sendResetCode(db: Database, userId: string): Promise<void> {
  const code = String(randomInt(0, 10 ** RESET_CODE.digits)).padStart(RESET_CODE.digits, '0');
  const row = { code_hash: codeHash(userId, code), expires_at: new Date(Date.now() + RESET_CODE.minutes * MINUTE_MS), wrong_tries: 0 };
  await db.transaction().execute(async (trx) => {
    const written = await trx
      .insertInto('password_reset_codes')
      .values({ user_id: userId, ...row })
      .onConflict((conflict) =>
        conflict
          .column('user_id')
          .doUpdateSet({ ...row, created_at: sql<Date>`now()` })
          .where('password_reset_codes.created_at', '<', sql<Date>`now() - make_interval(secs => ${RESET_CODE.newCodeAfterSeconds})`),
      )
      .returning('user_id')
      .executeTakeFirst();
    if (!written) return;
    await notify(trx, { userId, kind: 'account', event: 'reset-code', values: { code, minutes: String(RESET_CODE.minutes) }, channels: ['sms'] });
  });
}

/**
 * POST /auth/reset-password with `{ identifier, code, password }`. The code is checked, and a
 * wrong one counted, before the new password is hashed (a guess costs a lookup, not an argon2
 * hash); every check holds the code's row lock, so parallel guesses are counted one by one and
 * two right answers at once spend it once.
 */
export async function resetPasswordWithCode(
  { db, realtime }: { db: Database; realtime: Realtime },
  { identifier, code, password }: { identifier: string; code: string; password: string },
): Promise<void> {
  const user = await findUserByIdentifier(db, normaliseIdentifier(identifier));
  if (!user) throw new AppError('invalid', 'RESET_CODE_INVALID');
  const hash = codeHash(user.id, code);
  const refusal = await db.transaction().execute((trx) => checkCode(trx, user.id, hash));
  if (refusal) throw new AppError('invalid', refusal);

  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    // Spent or replaced while the password was hashed: this answer no longer holds.
    const spent = await trx.deleteFrom('password_reset_codes').where('user_id', '=', user.id).where('code_hash', '=', hash).where('expires_at', '>', new Date()).executeTakeFirst();
    if (spent.numDeletedRows !== 1n) throw new AppError('invalid', 'RESET_CODE_EXPIRED');
    await setPasswordHash(trx, user.id, passwordHash);
    await revokeSessions(trx, { userId: user.id }, 'password reset');
  });
  await realtime.closeEndedSessions({ userId: user.id });
}

type Refusal = 'RESET_CODE_INVALID' | 'RESET_CODE_EXPIRED' | 'RESET_CODE_USED_UP';

/** Why the code does not work, or undefined when it does; a wrong try is counted (and committed). */
async function checkCode(trx: Database, userId: string, hash: string): Promise<Refusal | undefined> {
  const row = await trx.selectFrom('password_reset_codes').select(['code_hash', 'expires_at', 'wrong_tries']).where('user_id', '=', userId).forUpdate().executeTakeFirst();
  if (!row) return 'RESET_CODE_EXPIRED';
  if (row.expires_at <= new Date()) {
    await trx.deleteFrom('password_reset_codes').where('user_id', '=', userId).execute();
    return 'RESET_CODE_EXPIRED';
  }
  if (row.code_hash === hash) return undefined;
  if (row.wrong_tries + 1 >= RESET_CODE.tries) {
    await trx.deleteFrom('password_reset_codes').where('user_id', '=', userId).execute();
    return 'RESET_CODE_USED_UP';
  }
  await trx.updateTable('password_reset_codes').set({ wrong_tries: row.wrong_tries + 1 }).where('user_id', '=', userId).execute();
  return 'RESET_CODE_INVALID';
}
