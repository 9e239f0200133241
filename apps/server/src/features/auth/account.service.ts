import { CHANGE_PASSWORD_TEXTS, ERROR_CODES, SERVER_TEXTS, type ChangePasswordRequest, type DeleteAccountRequest } from '@fundi/shared';
import type { Database } from '../../db';
import type { AccessClaims } from '../../lib/access-tokens';
import { AppError } from '../../lib/app-error';
import { hashPassword, isPasswordCorrect } from '../../lib/passwords';
import { revokeSessions } from './sessions.repository';
import { findPasswordHash, setPasswordHash } from './users.repository';

/** POST /auth/change-password: the caller's device stays signed in, every other one is signed out. */
export async function changePassword(db: Database, caller: AccessClaims, request: ChangePasswordRequest): Promise<void> {
  const stored = await findPasswordHash(db, caller.userId);
  if (!stored) throw new AppError('unauthenticated', SERVER_TEXTS.invalidToken);
  if (!stored.password_hash || !(await isPasswordCorrect(stored.password_hash, request.currentPassword))) {
    throw new AppError('invalid', CHANGE_PASSWORD_TEXTS.incorrectCurrent, ERROR_CODES.invalidCurrentPassword);
  }
  const passwordHash = await hashPassword(request.newPassword);
  await db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, caller.userId, passwordHash);
    await revokeSessions(trx, { userId: caller.userId, exceptSessionId: caller.sessionId }, 'password changed');
  });
}

/**
 * DELETE /auth/users (DECISIONS.md §2): personal data is erased and every session revoked;
 * the seller's offerings and photos go. Orders, reviews and messages stay for the other
 * party, who then sees `Deleted user`. The reason is kept without anything pointing back.
 */
export async function deleteAccount(db: Database, caller: AccessClaims, request: DeleteAccountRequest): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // The person's row first, then their offerings: the order every transaction touching both
    // keeps (a review moves the seller's row, whose trigger then updates the offerings; a
    // booking takes the seller's row before the offering). Locks taken in one order cannot
    // deadlock, so a closure racing a review or a booking waits instead of failing one (a 500).
    await trx.selectFrom('users').select('id').where('id', '=', caller.userId).forUpdate().execute();
    await trx.deleteFrom('offerings').where('seller_id', '=', caller.userId).execute();
    const erased = await trx
      .updateTable('users')
      .set({
        name: SERVER_TEXTS.deletedUser,
        email: null,
        phone: null,
        password_hash: null,
        google_subject: null,
        email_verified: false,
        location: null,
        bio: null,
        gender: null,
        profile_photo_id: null,
        services_offered: [],
        seller_profile_complete: false,
        deleted_at: new Date(),
        updated_at: new Date(),
      })
      .where('id', '=', caller.userId)
      .where('deleted_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!erased) throw new AppError('unauthenticated', SERVER_TEXTS.invalidToken);
    await trx.deleteFrom('photos').where('owner_id', '=', caller.userId).execute();
    await trx.deleteFrom('password_resets').where('user_id', '=', caller.userId).execute();
    await revokeSessions(trx, { userId: caller.userId }, 'account deleted');
    await trx
      .insertInto('account_deletions')
      .values({ reason: request.reason, other_reason: request.reason === 'other' ? (request.otherReason ?? null) : null })
      .execute();
  });
}
