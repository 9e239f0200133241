import type { Database } from '../db';

// What administrators do, recorded in the same transaction as the change itself, so the record
// and the change are never one without the other (docs/decisions/0049-trust-and-administrators.md).

/**
 * The name of the one limit every administrator's writes count against, whichever feature's
 * route they reach (RATE_LIMITS.adminActionsPerAdmin, keyed by the administrator).
 */
export const ADMIN_ACTIONS_LIMIT = 'admin-actions';

type AdminSubject = 'user' | 'verification' | 'dispute' | 'payment' | 'flag';

export type AdminAction = {
  /** Null for the command line (npm run admin). */
  adminId: string | null;
  /** What was done, as a word the console lists: `approve-verification`, `suspend-user`... */
  action: string;
  subjectType: AdminSubject;
  subjectId: string;
  reason: string;
  /** Anything the decision turned on (amounts, the previous state): kept as JSON. */
  details?: Record<string, unknown>;
};

export async function recordAdminAction(trx: Database, action: AdminAction): Promise<void> {
  await trx
    .insertInto('admin_actions')
    .values({
      admin_id: action.adminId,
      action: action.action,
      subject_type: action.subjectType,
      subject_id: action.subjectId,
      reason: action.reason,
      details: JSON.stringify(action.details ?? {}),
    })
    .execute();
}

/** Whether the account may use the console now: an administrator, not closed, not suspended. */
export async function isActiveAdmin(db: Database, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('is_admin', '=', true)
    .where('deleted_at', 'is', null)
    .where('suspended_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}
