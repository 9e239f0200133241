import type { Language } from '@fundi/shared';
import type { Database } from '../../db';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../lib/mailer';
import { hashSecretToken, newSecretToken } from '../../lib/secret-tokens';
import { asLanguage } from '../../lib/users/account-language';
import { ensureContactDetailsFree, rethrowTakenContactDetail } from '../../lib/users/contact-details';
import {
  findChangeByLink,
  insertPendingChange,
  insertRemoval,
  markConfirmed,
  spendUnconfirmedChanges,
} from '../../lib/users/email-changes';
import { addressChangedMail, confirmNewAddressMail, sendSignInChangeMail } from './sign-in-change-mails';

// A new e-mail address proves itself before it is used
// (docs/decisions/0012-changing-email-or-sign-in-phone.md): the account keeps its address until the
// link sent to the new one is opened, and the old address is then told, with a link that undoes the
// change for 7 days (undoing ends every session, so it lives with the sessions:
// features/auth/undo-email-change.service.ts).

export type EmailChangeDeps = { db: Database; mailer: Mailer; publicUrl: string };

type Account = { id: string; name: string; email: string | null; googleSubject: string | null; language: Language };

/**
 * Inside the profile save's transaction, after the owner has proved themselves: a new address
 * waits for its link; a removed one goes at once (nothing to confirm) and the old address gets
 * its way back. Any link not yet opened is spent: only the newest change can happen.
 */
export async function startEmailChange(trx: Database, { mailer, publicUrl }: Omit<EmailChangeDeps, 'db'>, account: Account, newEmail: string | null): Promise<void> {
  await spendUnconfirmedChanges(trx, account.id);
  if (newEmail !== null) {
    const token = newSecretToken();
    await insertPendingChange(trx, { userId: account.id, oldEmail: account.email, newEmail, confirmTokenHash: hashSecretToken(token) });
    await sendSignInChangeMail(mailer, confirmNewAddressMail(account, newEmail, linkTo(publicUrl, '/confirm-email', token)));
    return;
  }
  if (account.email === null) return;
  const undoToken = newSecretToken();
  await trx.updateTable('users').set({ email: null, email_verified: false }).where('id', '=', account.id).execute();
  await insertRemoval(trx, { userId: account.id, oldEmail: account.email, undoTokenHash: hashSecretToken(undoToken), googleSubjectBefore: account.googleSubject });
  await sendSignInChangeMail(mailer, addressChangedMail(account, account.email, { undoLink: linkTo(publicUrl, '/undo-email-change', undoToken), isRemoved: true }));
}

/**
 * POST /auth/confirm-email: the link from the new address's inbox switches the account to it
 * (now proven), once, within 24 hours; the old address is told and given the undo link.
 */
export async function confirmEmailChange({ db, mailer, publicUrl }: EmailChangeDeps, token: string): Promise<void> {
  await db
    .transaction()
    .execute(async (trx) => {
      const change = await findChangeByLink(trx, { confirmTokenHash: hashSecretToken(token) });
      if (!change || change.new_email === null) throw new AppError('invalid', 'EMAIL_LINK_INVALID');
      if (change.confirmed_at) throw new AppError('invalid', 'EMAIL_LINK_USED');
      if (change.spent_at) throw new AppError('invalid', 'EMAIL_LINK_REPLACED');
      if (!change.confirm_expires_at || change.confirm_expires_at <= new Date()) throw new AppError('invalid', 'EMAIL_CONFIRM_LINK_EXPIRED');

      const account = await trx
        .selectFrom('users')
        .select(['id', 'name', 'email', 'google_subject', 'language'])
        .where('id', '=', change.user_id)
        .where('deleted_at', 'is', null)
        .forUpdate()
        .executeTakeFirst();
      if (!account) throw new AppError('invalid', 'EMAIL_LINK_INVALID');
      if (account.email !== change.old_email) throw new AppError('invalid', 'EMAIL_LINK_REPLACED');
      // Someone else may have signed up with the address since it was asked for (409).
      await ensureContactDetailsFree(trx, account.id, { email: change.new_email });

      await trx.updateTable('users').set({ email: change.new_email, email_verified: true, updated_at: new Date() }).where('id', '=', account.id).execute();
      const undoToken = change.old_email ? newSecretToken() : null;
      await markConfirmed(trx, change.id, { undoTokenHash: undoToken && hashSecretToken(undoToken), googleSubjectBefore: account.google_subject });
      if (change.old_email && undoToken) {
        const undoLink = linkTo(publicUrl, '/undo-email-change', undoToken);
        const person = { name: account.name, language: asLanguage(account.language) };
        await sendSignInChangeMail(mailer, addressChangedMail(person, change.old_email, { undoLink, isRemoved: false }));
      }
    })
    .catch(rethrowTakenContactDetail);
}

/** A web page's address carrying a link's token (a query parameter the logs hide). */
function linkTo(publicUrl: string, page: string, token: string): string {
  return `${publicUrl}${page}?token=${encodeURIComponent(token)}`;
}
