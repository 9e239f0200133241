import { SESSION_LIFETIME_MS } from '@fundi/shared';
import type { Database } from '../../db';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../lib/mailer';
import { hashPassword } from '../../lib/passwords';
import { hashSecretToken, newSecretToken } from '../../lib/secret-tokens';
import { asLanguage } from '../../lib/users/account-language';
import type { Realtime } from '../../plugins/realtime';
import { normaliseIdentifier } from './identifier';
import { passwordResetMail } from './password-reset-mail';
import { sendResetCode } from './password-reset-code.service';
import { revokeSessions } from './sessions.repository';
import { findUserByIdentifier, setPasswordHash } from './users.repository';

export type ResetDeps = {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  realtime: Realtime;
  /** Origins whose clients may have the link open their own page (ALLOWED_ORIGINS). */
  allowedOrigins?: readonly string[];
};

/**
 * POST /auth/forgot-password. For an e-mail: a single-use link valid for one hour; only the
 * newest link works (asking again spends the earlier ones). The link opens the web app's reset
 * page, or the client's own (`clientReturn`, already checked against the allowed origins). For
 * a phone: a 6-digit code by SMS (password-reset-code.service.ts). Returns how it was sent.
 */
export async function requestPasswordReset(
  { db, mailer, publicUrl }: ResetDeps,
  identifier: string,
  { beforeMailing, clientReturn }: { beforeMailing: (accountId: string) => Promise<unknown>; clientReturn?: URL },
): Promise<'email' | 'sms'> {
  const wanted = normaliseIdentifier(identifier);
  const user = await findUserByIdentifier(db, wanted);
  if (!user) throw new AppError('not-found', 'RESET_ACCOUNT_NOT_FOUND');
  await beforeMailing(user.id);
  if ('phone' in wanted) {
    await sendResetCode(db, user.id);
    return 'sms';
  }
  if (!user.email) throw new AppError('not-found', 'RESET_ACCOUNT_NOT_FOUND');

  const token = newSecretToken();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('password_resets').set({ used_at: new Date() }).where('user_id', '=', user.id).where('used_at', 'is', null).execute();
    await trx
      .insertInto('password_resets')
      .values({ token_hash: hashSecretToken(token), user_id: user.id, expires_at: new Date(Date.now() + SESSION_LIFETIME_MS.resetLink) })
      .execute();
  });
  const link = resetLink(publicUrl, token, clientReturn);
  try {
    await mailer.send(passwordResetMail({ name: user.name, language: asLanguage(user.language) }, user.email, link));
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('unavailable', 'MAIL_UNAVAILABLE', { cause: error });
  }
  return 'email';
}

function resetLink(publicUrl: string, token: string, clientReturn: URL | undefined): string {
  if (!clientReturn) return `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const url = new URL(clientReturn);
  url.searchParams.set('token', token);
  return url.href;
}

/**
 * POST /auth/reset-password: spends the link, sets the password and signs every device out.
 * The token is checked before the new password is hashed, so a wrong guess costs a lookup,
 * not an argon2 hash; it is checked again, locked, in the transaction that spends it.
 */
export async function resetPassword({ db, realtime }: Pick<ResetDeps, 'db' | 'realtime'>, token: string, password: string): Promise<void> {
  await findUsableReset(db, token);
  const passwordHash = await hashPassword(password);
  const userId = await db.transaction().execute(async (trx) => {
    const reset = await findUsableReset(trx, token, { lock: true });
    await trx.updateTable('password_resets').set({ used_at: new Date() }).where('token_hash', '=', hashSecretToken(token)).execute();
    await setPasswordHash(trx, reset.user_id, passwordHash);
    // Following the link proved the person reads that mailbox.
    await trx.updateTable('users').set({ email_verified: true }).where('id', '=', reset.user_id).execute();
    await revokeSessions(trx, { userId: reset.user_id }, 'password reset');
    return reset.user_id;
  });
  await realtime.closeEndedSessions({ userId });
}

async function findUsableReset(db: Database, token: string, { lock = false } = {}) {
  let query = db.selectFrom('password_resets').select(['user_id', 'expires_at', 'used_at']).where('token_hash', '=', hashSecretToken(token));
  if (lock) query = query.forUpdate();
  const reset = await query.executeTakeFirst();
  if (!reset || reset.used_at) throw new AppError('invalid', 'RESET_LINK_INVALID');
  if (reset.expires_at <= new Date()) throw new AppError('invalid', 'RESET_LINK_EXPIRED');
  return reset;
}
