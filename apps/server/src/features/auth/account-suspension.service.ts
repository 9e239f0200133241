import type { AdminActionRequest, AdminUser } from '@fundi/shared';
import type { Database } from '../../db';
import { recordAdminAction } from '../../lib/admin-actions';
import { AppError } from '../../lib/app-error';
import { loadAdminUser } from '../../lib/users/admin-user';
import type { Realtime } from '../../plugins/realtime';
import { hideOfferings, lockAccount, restoreOfferings, setSuspendedAt } from './account-suspension.repository';
import { revokeSessions } from './sessions.repository';

// An administrator suspends an account (docs/product.md §4): it can no longer sign in, every
// session of it ends at once, and its offerings leave the catalogue. Nothing is deleted:
// restoring puts the offerings back with their ids, and the person may sign in again (the
// sessions that ended stay ended). Each change is recorded with its reason, in its transaction.

export type SuspensionDeps = { db: Database; realtime: Realtime };
/** The request's body (its reason), who acts and on whom. */
type Action = AdminActionRequest & { adminId: string; userId: string };

/** PUT /api/admin/users/{id}/suspend. */
export async function suspendAccount({ db, realtime }: SuspensionDeps, { adminId, userId, reason }: Action): Promise<AdminUser> {
  // An administrator locked out by their own hand would need the command line to come back.
  if (adminId === userId) throw new AppError('invalid', 'ADMIN_CANNOT_SUSPEND_SELF');
  await db.transaction().execute(async (trx) => {
    // The row first, then the offerings: the order closing an account and booking keep
    // (account.service.ts), so a booking racing the suspension waits, then finds no offering.
    const account = await lockAccount(trx, userId);
    if (!account || account.deleted_at) throw new AppError('not-found', 'ADMIN_USER_NOT_FOUND');
    if (account.suspended_at) throw new AppError('conflict', 'USER_ALREADY_SUSPENDED');
    await setSuspendedAt(trx, userId, new Date());
    const offeringsHidden = await hideOfferings(trx, userId);
    const ended = await revokeSessions(trx, { userId }, 'account suspended');
    await recordAdminAction(trx, {
      adminId,
      action: 'suspend-user',
      subjectType: 'user',
      subjectId: userId,
      reason,
      details: { offeringsHidden, sessionsEnded: ended.length },
    });
  });
  // After the commit: a suspension that rolled back signs no one out (decision 0038).
  await realtime.closeEndedSessions({ userId });
  return (await loadAdminUser(db, userId))!;
}

/** PUT /api/admin/users/{id}/restore. */
export async function restoreAccount({ db }: SuspensionDeps, { adminId, userId, reason }: Action): Promise<AdminUser> {
  await db.transaction().execute(async (trx) => {
    const account = await lockAccount(trx, userId);
    if (!account || account.deleted_at) throw new AppError('not-found', 'ADMIN_USER_NOT_FOUND');
    if (!account.suspended_at) throw new AppError('conflict', 'USER_NOT_SUSPENDED');
    await setSuspendedAt(trx, userId, null);
    const offeringsRestored = await restoreOfferings(trx, userId);
    await recordAdminAction(trx, { adminId, action: 'restore-user', subjectType: 'user', subjectId: userId, reason, details: { offeringsRestored } });
  });
  return (await loadAdminUser(db, userId))!;
}
