import { EMAIL_CHANGE_LIFETIME_MS } from '@fundi/shared';
import type { Database } from '../../db';

// The SQL of e-mail changes (docs/decisions/0012-changing-email-or-sign-in-phone.md). Asking for
// and confirming a change belong to the profile; undoing one belongs to signing in (it ends every
// session), so both features read this table through here.

/** The newest address still waiting for its link, if any. */
export async function findPendingEmail(db: Database, userId: string): Promise<string | null> {
  const pending = await db
    .selectFrom('email_changes')
    .select('new_email')
    .where('user_id', '=', userId)
    .where('confirm_token_hash', 'is not', null)
    .where('confirmed_at', 'is', null)
    .where('spent_at', 'is', null)
    .where('confirm_expires_at', '>', new Date())
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return pending?.new_email ?? null;
}

/** Links not yet opened become worthless: only the newest change of an address can happen. */
export function spendUnconfirmedChanges(db: Database, userId: string) {
  return db
    .updateTable('email_changes')
    .set({ spent_at: new Date() })
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is', null)
    .where('spent_at', 'is', null)
    .execute();
}

export function insertPendingChange(db: Database, change: { userId: string; oldEmail: string | null; newEmail: string; confirmTokenHash: string }) {
  return db
    .insertInto('email_changes')
    .values({
      user_id: change.userId,
      old_email: change.oldEmail,
      new_email: change.newEmail,
      confirm_token_hash: change.confirmTokenHash,
      confirm_expires_at: new Date(Date.now() + EMAIL_CHANGE_LIFETIME_MS.confirmLink),
    })
    .execute();
}

/** A removed address: applied at once (nothing to confirm), undoable from the old address. */
export function insertRemoval(db: Database, removal: { userId: string; oldEmail: string; undoTokenHash: string; googleSubjectBefore: string | null }) {
  return db
    .insertInto('email_changes')
    .values({
      user_id: removal.userId,
      old_email: removal.oldEmail,
      new_email: null,
      confirmed_at: new Date(),
      undo_token_hash: removal.undoTokenHash,
      undo_expires_at: new Date(Date.now() + EMAIL_CHANGE_LIFETIME_MS.undoLink),
      google_subject_before: removal.googleSubjectBefore,
    })
    .execute();
}

const changeColumns = [
  'id',
  'user_id',
  'old_email',
  'new_email',
  'confirm_expires_at',
  'confirmed_at',
  'undo_expires_at',
  'undone_at',
  'google_subject_before',
  'spent_at',
  'created_at',
] as const;

/** The change a link names, locked until the transaction ends (a link works once, even raced). */
export function findChangeByLink(db: Database, link: { confirmTokenHash: string } | { undoTokenHash: string }) {
  const query = db.selectFrom('email_changes').select(changeColumns).forUpdate();
  return ('confirmTokenHash' in link
    ? query.where('confirm_token_hash', '=', link.confirmTokenHash)
    : query.where('undo_token_hash', '=', link.undoTokenHash)
  ).executeTakeFirst();
}

export function markConfirmed(db: Database, changeId: string, confirmed: { undoTokenHash: string | null; googleSubjectBefore: string | null }) {
  return db
    .updateTable('email_changes')
    .set({
      confirmed_at: new Date(),
      undo_token_hash: confirmed.undoTokenHash,
      undo_expires_at: confirmed.undoTokenHash ? new Date(Date.now() + EMAIL_CHANGE_LIFETIME_MS.undoLink) : null,
      google_subject_before: confirmed.googleSubjectBefore,
    })
    .where('id', '=', changeId)
    .execute();
}

/**
 * Undoing a change also spends every change made after it (their undo links went to addresses
 * the intruder chose) and every link not yet opened; changes made before it keep theirs.
 */
export async function markUndone(db: Database, change: { id: string; userId: string; createdAt: Date }) {
  await db.updateTable('email_changes').set({ undone_at: new Date() }).where('id', '=', change.id).execute();
  await db
    .updateTable('email_changes')
    .set({ spent_at: new Date() })
    .where('user_id', '=', change.userId)
    .where('id', '<>', change.id)
    .where('spent_at', 'is', null)
    .where((eb) => eb.or([eb('created_at', '>=', change.createdAt), eb('confirmed_at', 'is', null)]))
    .execute();
}
