import type { AdminUser, Role } from '@fundi/shared';
import type { Database } from '../../db';
import { exactTime, exactTimeOrNull, toApiTime } from '../exact-time';

// An account as the administrators' console shows it: the users list (features/admin) and the
// answer of suspending or restoring it (features/auth) map the same row the same way.

/** The columns of `users` an AdminUser is made of; `created_at` exact, for page cursors. */
export function selectAdminUsers(db: Database) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'name',
      'email',
      'phone',
      'role',
      'is_admin',
      'verified_at',
      exactTimeOrNull('suspended_at').as('suspended_at'),
      'deleted_at',
      exactTime('created_at').as('created_at'),
    ]);
}

type AdminUserRow = Awaited<ReturnType<ReturnType<typeof selectAdminUsers>['executeTakeFirstOrThrow']>>;

export function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role as Role,
    isAdmin: row.is_admin,
    verified: row.verified_at !== null,
    suspendedAt: row.suspended_at === null ? null : toApiTime(row.suspended_at),
    deleted: row.deleted_at !== null,
    createdAt: toApiTime(row.created_at),
  };
}

export async function loadAdminUser(db: Database, userId: string): Promise<AdminUser | undefined> {
  const row = await selectAdminUsers(db).where('id', '=', userId).executeTakeFirst();
  return row && toAdminUser(row);
}
