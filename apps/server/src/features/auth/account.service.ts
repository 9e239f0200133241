import {
  activeStatuses,
  heldPaymentStatuses,
  type ChangePasswordRequest,
  type DeleteAccountRequest,
  type OrderStatus,
} from '@fundi/shared';
import { sql } from 'kysely';
import type { Database } from '../../db';
import type { AccessClaims } from '../../lib/access-tokens';
import { API_TEXTS } from '../../lib/api-texts';
import { orderStatusTexts } from '../../lib/api-texts/marketplace';
import { AppError } from '../../lib/app-error';
import { hashPassword, isPasswordCorrect } from '../../lib/passwords';
import type { Realtime } from '../../plugins/realtime';
import { DELETED_USER_NAME } from '../../lib/users/deleted-user';
import { revokeSessions } from './sessions.repository';
import { anonymiseNoticesNaming, eraseNotificationsOf } from '../../lib/notifications/erase';
import { erasePaymentNumbersOf } from './payment-numbers-erasure';
import { findPasswordHash, setPasswordHash } from './users.repository';

export type AccountDeps = { db: Database; realtime: Realtime };

/** POST /auth/change-password: the caller's device stays signed in, every other one is signed out. */
export async function changePassword({ db, realtime }: AccountDeps, caller: AccessClaims, request: ChangePasswordRequest): Promise<void> {
  const stored = await findPasswordHash(db, caller.userId);
  if (!stored) throw new AppError('unauthenticated', 'INVALID_TOKEN');
  if (!stored.password_hash || !(await isPasswordCorrect(stored.password_hash, request.currentPassword))) {
    throw new AppError('invalid', 'INVALID_CURRENT_PASSWORD');
  }
  const passwordHash = await hashPassword(request.newPassword);
  await db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, caller.userId, passwordHash);
    await revokeSessions(trx, { userId: caller.userId, exceptSessionId: caller.sessionId }, 'password changed');
  });
  await realtime.closeEndedSessions({ userId: caller.userId, exceptSessionId: caller.sessionId });
}

/** At most this many orders are named in the refusal; more are counted. */
const NAMED_ORDERS = 5;

/**
 * An order still under way binds both people, and so does money still held or on its way for
 * one (a completed job not yet paid out, a refund not yet back): closing would erase the phone
 * the payout or refund goes to. An account with one is not closed: the person is told which
 * orders to settle first.
 */
async function refuseWithActiveOrders(db: Database, userId: string): Promise<void> {
  const active = await db
    .selectFrom('orders')
    .select(['id', 'status', 'payment_status'])
    .where((eb) => eb.or([eb('buyer_id', '=', userId), eb('seller_id', '=', userId)]))
    .where((eb) => eb.or([eb('status', 'in', activeStatuses), eb('payment_status', 'in', heldPaymentStatuses)]))
    .orderBy('created_at')
    .orderBy('id')
    .limit(NAMED_ORDERS + 1)
    .execute();
  if (active.length === 0) return;
  const describe = (order: { status: string; payment_status: string | null }) => {
    const status = orderStatusTexts[order.status as OrderStatus];
    return (activeStatuses as readonly string[]).includes(order.status) ? status : `${status}, payment held`;
  };
  const named = active.slice(0, NAMED_ORDERS).map((order) => `#${order.id.slice(0, 8)} (${describe(order)})`);
  if (active.length > NAMED_ORDERS) named.push('and more');
  const code = 'ACTIVE_ORDERS_BLOCK_CLOSING';
  throw new AppError('conflict', code, { text: `${API_TEXTS[code]}: ${named.join(', ')}` });
}

/**
 * DELETE /auth/users (docs/decisions/0009-closing-an-account.md, docs/privacy.md): personal data is
 * erased and every session revoked; the seller's offerings and photos go. Orders, reviews, messages
 * and dispute statements stay for the other party, who then sees `Deleted user`; payments stay as
 * the money's record, without the person's M-Pesa number. The reason is kept without anything
 * pointing back. Everything in one transaction: a closure is whole or not at all.
 */
export async function deleteAccount({ db, realtime }: AccountDeps, caller: AccessClaims, request: DeleteAccountRequest): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // The person's row first, then their offerings: the order every transaction touching both
    // keeps (a review moves the seller's row, whose trigger then updates the offerings; a
    // booking takes the seller's row before the offering). Locks taken in one order cannot
    // deadlock, so a closure racing a review or a booking waits instead of failing one (a 500).
    await trx.selectFrom('users').select('id').where('id', '=', caller.userId).forUpdate().execute();
    // With the row locked no booking can start, so the check holds until the account is gone.
    await refuseWithActiveOrders(trx, caller.userId);
    // Read before the row is erased: what the person is known by elsewhere.
    const person = await trx.selectFrom('users').select(['name', 'email', 'phone']).where('id', '=', caller.userId).executeTakeFirstOrThrow();
    await trx.deleteFrom('offerings').where('seller_id', '=', caller.userId).execute();
    await trx.deleteFrom('suspended_offerings').where('seller_id', '=', caller.userId).execute();
    const erased = await trx
      .updateTable('users')
      .set({
        name: DELETED_USER_NAME,
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
        towns_served: [],
        seller_profile_complete: false,
        deleted_at: new Date(),
        updated_at: new Date(),
      })
      .where('id', '=', caller.userId)
      .where('deleted_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!erased) throw new AppError('unauthenticated', 'INVALID_TOKEN');
    await trx.deleteFrom('photos').where('owner_id', '=', caller.userId).execute();
    await trx.deleteFrom('password_resets').where('user_id', '=', caller.userId).execute();
    // Old and new addresses of e-mail changes are personal data too.
    await trx.deleteFrom('email_changes').where('user_id', '=', caller.userId).execute();
    // Notices hold the phone or e-mail they went to; nothing more is sent to a closed account.
    await eraseNotificationsOf(trx, caller.userId);
    await anonymiseNoticesNaming(trx, caller.userId, person.name);
    await trx.deleteFrom('consents').where('user_id', '=', caller.userId).execute();
    await trx.deleteFrom('seller_availability').where('seller_id', '=', caller.userId).execute();
    // The document's number and photos: an identity check has no use once the account is gone.
    await trx.deleteFrom('verification_requests').where('user_id', '=', caller.userId).execute();
    // What the person wrote to support with the account's address (the form keeps it as typed).
    if (person.email) await trx.deleteFrom('contact_messages').where(sql<string>`lower(email)`, '=', person.email).execute();
    // After the users row: its rename has locked the person's orders, which come before their
    // payments in every transaction (migration 0008's lock order).
    await erasePaymentNumbersOf(trx, caller.userId, person.phone);
    await revokeSessions(trx, { userId: caller.userId }, 'account deleted');
    await trx
      .insertInto('account_deletions')
      .values({ reason: request.reason, other_reason: request.reason === 'other' ? (request.otherReason ?? null) : null })
      .execute();
  });
  await realtime.closeEndedSessions({ userId: caller.userId });
}
