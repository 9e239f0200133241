import { SERVER_TEXTS, SESSION_LIFETIME_MS } from '@fundi/shared';
import type { Database } from '../../db';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../lib/mailer';
import { hashPassword } from '../../lib/passwords';
import { hashSecretToken, newSecretToken } from '../../lib/secret-tokens';
import { normaliseIdentifier } from './identifier';
import { revokeSessions } from './sessions.repository';
import { findUserByIdentifier, setPasswordHash } from './users.repository';

export type ResetDeps = { db: Database; mailer: Mailer; publicUrl: string };

/**
 * POST /auth/forgot-password: e-mails a single-use link valid for one hour. Only the newest
 * link works: asking again spends the earlier ones.
 */
export async function requestPasswordReset({ db, mailer, publicUrl }: ResetDeps, identifier: string): Promise<void> {
  const user = await findUserByIdentifier(db, normaliseIdentifier(identifier));
  if (!user) throw new AppError('not-found', SERVER_TEXTS.userNotFound);
  // Phone-only accounts: there is no SMS provider yet, and no other way to prove ownership.
  if (!user.email) throw new AppError('invalid', SERVER_TEXTS.resetRequiresEmail);

  const token = newSecretToken();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('password_resets').set({ used_at: new Date() }).where('user_id', '=', user.id).where('used_at', 'is', null).execute();
    await trx
      .insertInto('password_resets')
      .values({ token_hash: hashSecretToken(token), user_id: user.id, expires_at: new Date(Date.now() + SESSION_LIFETIME_MS.resetLink) })
      .execute();
  });
  const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  try {
    await mailer.send({
      to: user.email,
      subject: 'Reset your Fundi password',
      text: [
        `Hello ${user.name},`,
        '',
        'Someone (hopefully you) asked to reset the password of your Fundi account.',
        `Open this link within one hour to choose a new password:`,
        '',
        link,
        '',
        'If you did not ask for this, ignore this e-mail: your password stays as it is.',
        '',
        'Fundi',
      ].join('\n'),
    });
  } catch (error) {
    throw new AppError('unavailable', 'We could not send the e-mail right now. Please try again in a few minutes.', undefined, error);
  }
}

/** POST /auth/reset-password: spends the link, sets the password and signs every device out. */
export async function resetPassword({ db }: Pick<ResetDeps, 'db'>, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    const reset = await trx
      .selectFrom('password_resets')
      .select(['user_id', 'expires_at', 'used_at'])
      .where('token_hash', '=', hashSecretToken(token))
      .forUpdate()
      .executeTakeFirst();
    if (!reset || reset.used_at) throw new AppError('invalid', SERVER_TEXTS.invalidToken);
    if (reset.expires_at <= new Date()) throw new AppError('invalid', SERVER_TEXTS.resetLinkExpired);
    await trx.updateTable('password_resets').set({ used_at: new Date() }).where('token_hash', '=', hashSecretToken(token)).execute();
    await setPasswordHash(trx, reset.user_id, passwordHash);
    // Following the link proved the person reads that mailbox.
    await trx.updateTable('users').set({ email_verified: true }).where('id', '=', reset.user_id).execute();
    await revokeSessions(trx, { userId: reset.user_id }, 'password reset');
  });
}
