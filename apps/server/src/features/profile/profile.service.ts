import {
  normalizeEmail,
  OUTCOME_TEXTS,
  PROFILE_MESSAGES,
  SERVER_TEXTS,
  updateProfileRequest,
  type UpdateProfileResponse,
  type User,
} from '@fundi/shared';
import type { Database } from '../../db';
import { AppError } from '../../lib/app-error';
import { parseWith } from '../../lib/multipart-form';
import { normalisePhone } from '../../lib/phone';
import { reencodePhoto, replaceProfilePhoto } from '../../lib/photos';
import { isSellerRole, loadApiUser } from '../../lib/users/api-user';
import { ensureContactDetailsFree, rethrowTakenContactDetail } from '../../lib/users/contact-details';

/** GET /api/profile: the caller as SPEC.md §3's User, with the seller profile for sellers. */
export async function getProfile(db: Database, userId: string): Promise<User> {
  const user = await loadApiUser(db, userId);
  if (!user) throw new AppError('unauthenticated', SERVER_TEXTS.invalidToken);
  return user;
}

/**
 * PUT /api/profile (SPEC.md §5 Profile). The text fields are replaced (a blank optional one
 * is cleared); the photo only when a new file came. "Services Offered" is kept for sellers
 * and ignored for buyers. A new e-mail address is unproven until a reset link reaches it.
 */
export async function updateProfile(
  db: Database,
  userId: string,
  form: { input: unknown; file?: Buffer },
): Promise<UpdateProfileResponse> {
  const profile = parseWith(updateProfileRequest, form.input);
  const email = profile.email === null ? null : normalizeEmail(profile.email);
  const phone = profile.phone === null ? null : normalisePhone(profile.phone);
  if (phone === undefined) throw new AppError('invalid', PROFILE_MESSAGES.invalidPhone);
  const photo = form.file ? await reencodePhoto(form.file) : undefined;
  await ensureContactDetailsFree(db, userId, { email, phone });

  await db
    .transaction()
    .execute(async (trx) => {
      const current = await trx
        .selectFrom('users')
        .select(['role', 'email', 'email_verified'])
        .where('id', '=', userId)
        .where('deleted_at', 'is', null)
        .forUpdate()
        .executeTakeFirst();
      if (!current) throw new AppError('unauthenticated', SERVER_TEXTS.invalidToken);
      await trx
        .updateTable('users')
        .set({
          name: profile.name,
          email,
          email_verified: email !== null && email === current.email && current.email_verified,
          phone,
          location: profile.location,
          bio: profile.bio,
          ...(isSellerRole(current.role) ? { services_offered: profile.services } : {}),
          updated_at: new Date(),
        })
        .where('id', '=', userId)
        .execute();
      if (photo) await replaceProfilePhoto(trx, userId, photo);
    })
    .catch(rethrowTakenContactDetail);

  return { message: OUTCOME_TEXTS.profileUpdated, user: await getProfile(db, userId) };
}
