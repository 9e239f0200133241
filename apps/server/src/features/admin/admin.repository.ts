import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../db';
import { exactTime } from '../../lib/exact-time';
import type { KeysetPosition } from '../../lib/keyset-cursor';
import { selectAdminUsers } from '../../lib/users/admin-user';

// The console's reading (admin.service.ts): counts of what waits, people, messages to support
// and the record of administrators' actions. Lists come newest first, a page at a time, by
// (created_at, id) as their indexes hold them.

const countAll = <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>) => eb.fn.countAll<string>().as('count');

/** What waits for an administrator, counted straight from each queue's table. */
export async function countWaiting(db: Database) {
  const row = await db
    .selectNoFrom((eb) => [
      eb.selectFrom('verification_requests').select(countAll).where('status', '=', 'PENDING').as('pendingVerifications'),
      eb.selectFrom('disputes').select(countAll).where('status', '=', 'OPEN').as('openDisputes'),
      eb.selectFrom('payments').select(countAll).where('needs_admin_since', 'is not', null).as('paymentsWaiting'),
      eb.selectFrom('payment_flags').select(countAll).where('resolved_at', 'is', null).as('openFlags'),
    ])
    .executeTakeFirstOrThrow();
  return {
    pendingVerifications: Number(row.pendingVerifications),
    openDisputes: Number(row.openDisputes),
    paymentsWaiting: Number(row.paymentsWaiting),
    openFlags: Number(row.openFlags),
  };
}

/** What a search matches: a part of a name or an e-mail (any case), or a phone. */
export type UserSearch = { text: string; phone?: string; phoneDigits?: string };

const likeSpecial = /[\\%_]/g;
const containing = (text: string) => `%${text.replace(likeSpecial, (character) => `\\${character}`)}%`;

export function searchUsers(db: Database, { search, after, limit }: { search?: UserSearch; after?: KeysetPosition; limit: number }) {
  let query = selectAdminUsers(db);
  if (search) {
    query = query.where((eb) =>
      eb.or([
        eb('name', 'ilike', containing(search.text)),
        eb('email', 'ilike', containing(search.text)),
        ...(search.phone ? [eb('phone', '=', search.phone)] : []),
        ...(search.phoneDigits ? [eb('phone', 'like', containing(search.phoneDigits))] : []),
      ]),
    );
  }
  if (after) query = query.where(sql<boolean>`(users.created_at, users.id) < (${after.createdAt}, ${after.id})`);
  return query.orderBy('users.created_at', 'desc').orderBy('users.id', 'desc').limit(limit).execute();
}

export function contactMessages(db: Database, { after, limit }: { after?: KeysetPosition; limit: number }) {
  let query = db.selectFrom('contact_messages').select(['id', 'name', 'email', 'message', 'language', exactTime('created_at').as('created_at')]);
  if (after) query = query.where(sql<boolean>`(contact_messages.created_at, contact_messages.id) < (${after.createdAt}, ${after.id})`);
  return query.orderBy('contact_messages.created_at', 'desc').orderBy('contact_messages.id', 'desc').limit(limit).execute();
}

/** The record of administrators' actions, with the name of who acted (none for the command line). */
export function adminActions(db: Database, { after, limit }: { after?: KeysetPosition; limit: number }) {
  let query = db
    .selectFrom('admin_actions')
    .leftJoin('users', 'users.id', 'admin_actions.admin_id')
    .select([
      'admin_actions.id',
      'admin_actions.admin_id',
      'users.name as admin_name',
      'admin_actions.action',
      'admin_actions.subject_type',
      'admin_actions.subject_id',
      'admin_actions.reason',
      'admin_actions.details',
      exactTime('admin_actions.created_at').as('created_at'),
    ]);
  if (after) query = query.where(sql<boolean>`(admin_actions.created_at, admin_actions.id) < (${after.createdAt}, ${after.id}::bigint)`);
  return query.orderBy('admin_actions.created_at', 'desc').orderBy('admin_actions.id', 'desc').limit(limit).execute();
}
