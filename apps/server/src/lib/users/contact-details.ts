import type { Database } from '../../db';
import { AppError } from '../app-error';

const TAKEN = { email: 'EMAIL_TAKEN', phone: 'PHONE_TAKEN' } as const;

/**
 * One e-mail and one phone per account (docs/decisions/0005-identifiers-and-login-answers.md): a
 * 409 when another account already uses the value. Closed accounts have theirs erased, so any
 * holder is live.
 */
export async function ensureContactDetailsFree(
  db: Database,
  userId: string,
  details: { email?: string | null; phone?: string | null },
): Promise<void> {
  for (const field of ['email', 'phone'] as const) {
    const value = details[field];
    if (!value) continue;
    const holder = await db.selectFrom('users').select('id').where(field, '=', value).where('id', '<>', userId).executeTakeFirst();
    if (holder) throw new AppError('conflict', TAKEN[field]);
  }
}

/**
 * Two people racing for one value both pass the check above; the unique index then stops
 * the second, whose write fails with this database error, turned into the same 409.
 */
export function rethrowTakenContactDetail(error: unknown): never {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  if (code === '23505' && constraint === 'users_email_key') throw new AppError('conflict', TAKEN.email);
  if (code === '23505' && constraint === 'users_phone_key') throw new AppError('conflict', TAKEN.phone);
  throw error;
}
