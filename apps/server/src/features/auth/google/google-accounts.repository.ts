import type { Language } from '@fundi/shared';
import type { Database } from '../../../db';

export function findLiveUserByGoogleSubject(db: Database, subject: string) {
  return db
    .selectFrom('users')
    .select(['id', 'role', 'suspended_at'])
    .where('google_subject', '=', subject)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Locked, so two sign-ins linking the same account cannot interleave. */
export function findLiveUserByEmailForUpdate(db: Database, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'role', 'google_subject', 'email_verified', 'suspended_at'])
    .where('email', '=', email)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

export async function linkGoogleSubject(db: Database, userId: string, subject: string, { forgetPassword }: { forgetPassword: boolean }): Promise<void> {
  await db
    .updateTable('users')
    .set({ google_subject: subject, email_verified: true, updated_at: new Date(), ...(forgetPassword ? { password_hash: null } : {}) })
    .where('id', '=', userId)
    .execute();
}

/** Undefined when the e-mail or the subject was taken meanwhile (a concurrent first sign-in). */
export function insertGoogleUser(db: Database, user: { name: string; email: string; emailVerified: boolean; subject: string; language: Language }) {
  return db
    .insertInto('users')
    .values({ name: user.name, email: user.email, email_verified: user.emailVerified, google_subject: user.subject, language: user.language })
    .onConflict((conflict) => conflict.doNothing())
    .returning(['id', 'role'])
    .executeTakeFirst();
}
