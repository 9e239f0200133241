import type { Database } from '../../db';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { hashSecretToken, newSecretToken } from '../../lib/secret-tokens';
import { ensureContactDetailsFree, rethrowTakenContactDetail } from '../../lib/users/contact-details';
import { findChangeByLink, markUndone } from '../../lib/users/email-changes';
import type { Realtime } from '../../plugins/realtime';
import { revokeSessions } from './sessions.repository';

export type UndoEmailChangeDeps = { db: Database; realtime: Realtime };

/**
 * POST /auth/undo-email-change: the link mailed to the old address when the address changed
 * (features/profile/email-change.service.ts) takes the account back, once, within 7 days.
 * Whoever made the change knew the password (or held a fresh Google sign-in), so the address
 * alone is not enough: every session ends, every reset link and later change is spent, a Google
 * identity linked since is unlinked, and the password is replaced by one nobody knows; the
 * owner then sets a new one through Forgot password, which mails the restored address.
 */
export async function undoEmailChange({ db, realtime }: UndoEmailChangeDeps, token: string): Promise<void> {
  const link = { undoTokenHash: hashSecretToken(token) };
  // A link is judged before the argon2 hash (tens of milliseconds of a core) is spent on it, so
  // made-up tokens cost a lookup only; and the hash is not made while the row is locked.
  usableChange(await findChangeByLink(db, link));
  const passwordNobodyKnows = await hashPassword(newSecretToken());
  const userId = await db
    .transaction()
    .execute(async (trx) => {
      const change = usableChange(await findChangeByLink(trx, link));
      const account = await trx
        .selectFrom('users')
        .select(['id', 'password_hash', 'google_subject'])
        .where('id', '=', change.user_id)
        .where('deleted_at', 'is', null)
        .forUpdate()
        .executeTakeFirst();
      if (!account) throw new AppError('invalid', 'EMAIL_LINK_INVALID');
      // The old address was free while the account had another: someone may have taken it (409).
      await ensureContactDetailsFree(trx, account.id, { email: change.old_email });

      await trx
        .updateTable('users')
        .set({
          email: change.old_email,
          // Opening a link mailed to it proves the address.
          email_verified: true,
          password_hash: account.password_hash === null ? null : passwordNobodyKnows,
          google_subject: await googleSubjectToKeep(trx, account, change.google_subject_before),
          updated_at: new Date(),
        })
        .where('id', '=', account.id)
        .execute();
      await markUndone(trx, { id: change.id, userId: account.id, createdAt: change.created_at });
      await trx.updateTable('password_resets').set({ used_at: new Date() }).where('user_id', '=', account.id).where('used_at', 'is', null).execute();
      await revokeSessions(trx, { userId: account.id }, 'e-mail change undone');
      return account.id;
    })
    .catch(rethrowTakenContactDetail);
  await realtime.closeEndedSessions({ userId });
}

/** The change an undo link names, if the link still works. */
function usableChange<Change extends { old_email: string | null; undone_at: Date | null; spent_at: Date | null; undo_expires_at: Date | null }>(
  change: Change | undefined,
): Change & { old_email: string } {
  if (!change || change.old_email === null) throw new AppError('invalid', 'EMAIL_LINK_INVALID');
  if (change.undone_at) throw new AppError('invalid', 'EMAIL_LINK_USED');
  if (change.spent_at) throw new AppError('invalid', 'EMAIL_LINK_REPLACED');
  if (!change.undo_expires_at || change.undo_expires_at <= new Date()) throw new AppError('invalid', 'EMAIL_UNDO_LINK_EXPIRED');
  return change as Change & { old_email: string };
}

/**
 * A Google identity linked after the change (Google links an account by its verified e-mail, so
 * an intruder who confirmed their own address could link theirs) is unlinked; the one linked
 * before comes back unless another account holds it now.
 */
async function googleSubjectToKeep(db: Database, account: { id: string; google_subject: string | null }, before: string | null): Promise<string | null> {
  if (account.google_subject === before || before === null) return before;
  const holder = await db.selectFrom('users').select('id').where('google_subject', '=', before).where('id', '<>', account.id).executeTakeFirst();
  return holder ? null : before;
}
