import type { Database } from '../../db';
import { recordAdminAction } from '../../lib/admin-actions';

/**
 * Makes an account an administrator, or takes the right away (`npm run admin -- grant|revoke
 * <e-mail>`): the first administrator can only be made this way. Recorded like any console
 * action, with no administrator named. Returns false when no live account has that e-mail.
 */
export async function setAdmin(db: Database, email: string, isAdmin: boolean): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .updateTable('users')
      .set({ is_admin: isAdmin, updated_at: new Date() })
      .where('email', '=', email.trim().toLowerCase())
      .where('deleted_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!user) return false;
    await recordAdminAction(trx, {
      adminId: null,
      action: isAdmin ? 'grant-admin' : 'revoke-admin',
      subjectType: 'user',
      subjectId: user.id,
      reason: 'From the command line (npm run admin)',
    });
    return true;
  });
}
