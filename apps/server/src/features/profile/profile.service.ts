import {
  isLanguageOnly,
  normalizeEmail,
  profileLanguageRequest,
  townsServedOf,
  updateProfileRequest,
  type Language,
  type ProfileResponse,
  type SignInDetails,
  type UpdateProfileResponse,
  type User,
} from '@fundi/shared';
import type { Database } from '../../db';
import type { AccessClaims } from '../../lib/access-tokens';
import { AppError } from '../../lib/app-error';
import { parseWith } from '../../lib/multipart-form';
import { normalisePhone } from '../../lib/phone';
import { reencodePhoto, replaceProfilePhoto } from '../../lib/photos';
import { asLanguage, findAccountLanguage } from '../../lib/users/account-language';
import { isSellerRole, loadApiUser } from '../../lib/users/api-user';
import { ensureContactDetailsFree, rethrowTakenContactDetail } from '../../lib/users/contact-details';
import { findPendingEmail } from '../../lib/users/email-changes';
import { startEmailChange, type EmailChangeDeps } from './email-change.service';
import { proveOwner } from './owner-proof';
import { phoneChangedMail, sendSignInChangeMail } from './sign-in-change-mails';

export type ProfileDeps = EmailChangeDeps;

/** The API's answer to a saved profile (docs/product.md §7); the web says it in its own words. */
const PROFILE_UPDATED_TEXT = 'Profile updated successfully!';

/**
 * GET /api/profile: the caller as docs/product.md §3's User, with the seller profile for sellers,
 * and the account's language.
 */
export async function getProfile(db: Database, userId: string): Promise<ProfileResponse> {
  const [user, signIn, language] = await Promise.all([loadUser(db, userId), loadSignInDetails(db, userId), findAccountLanguage(db, userId)]);
  return { user, signIn, language };
}

async function loadUser(db: Database, userId: string): Promise<User> {
  const user = await loadApiUser(db, userId);
  if (!user) throw new AppError('unauthenticated', 'INVALID_TOKEN');
  return user;
}

async function loadSignInDetails(db: Database, userId: string): Promise<SignInDetails> {
  const [account, pendingEmail] = await Promise.all([
    db.selectFrom('users').select((eb) => eb('password_hash', 'is not', null).as('has_password')).where('id', '=', userId).executeTakeFirst(),
    findPendingEmail(db, userId),
  ]);
  return { hasPassword: account?.has_password === true, pendingEmail };
}

/**
 * PUT /api/profile (docs/product.md §5 Profile). The text fields are replaced (a blank optional one
 * is cleared); the photo only when a new file came. "Services Offered" is kept for sellers
 * and ignored for buyers. Moving the e-mail, or the phone an account logs in with, needs the
 * owner's proof (owner-proof.ts); a new e-mail waits for its link (email-change.service.ts),
 * and a changed sign-in phone is told to the e-mail on file. A refusal changes nothing. A body
 * of nothing but `language` changes only the language (the web's switcher saving a choice).
 */
export async function updateProfile(deps: ProfileDeps, caller: AccessClaims, form: { input: unknown; file?: Buffer }): Promise<UpdateProfileResponse> {
  const { db } = deps;
  const userId = caller.userId;
  if (isLanguageOnly(form.input) && !form.file) return saveLanguage(db, userId, parseWith(profileLanguageRequest, form.input).language);
  const profile = parseWith(updateProfileRequest, form.input);
  const email = profile.email === null ? null : normalizeEmail(profile.email);
  const phone = profile.phone === null ? null : normalisePhone(profile.phone);
  if (phone === undefined) throw new AppError('invalid', 'INVALID_PHONE');
  const photo = form.file ? await reencodePhoto(form.file) : undefined;
  await ensureContactDetailsFree(db, userId, { email, phone });

  await db
    .transaction()
    .execute(async (trx) => {
      // Locked before judging what changes, so a racing save cannot slip a change past the proof.
      const saved = await trx
        .selectFrom('users')
        .select(['id', 'name', 'role', 'email', 'phone', 'password_hash', 'google_subject', 'language'])
        .where('id', '=', userId)
        .where('deleted_at', 'is', null)
        .forUpdate()
        .executeTakeFirst();
      if (!saved) throw new AppError('unauthenticated', 'INVALID_TOKEN');
      const emailChanges = email !== saved.email;
      // Login finds an account by its phone too, but only an account with a password can use it.
      const signInPhoneChanges = saved.password_hash !== null && phone !== saved.phone;
      if (emailChanges || signInPhoneChanges) await proveOwner(trx, caller, { passwordHash: saved.password_hash, currentPassword: profile.currentPassword });

      await trx
        .updateTable('users')
        .set({
          name: profile.name,
          phone,
          location: profile.location,
          bio: profile.bio,
          ...(isSellerRole(saved.role) ? { services_offered: profile.services } : {}),
          // Left out by a client that does not know it (the spec's form): the towns stay as they are.
          ...(isSellerRole(saved.role) && profile.townsServed !== undefined ? { towns_served: townsServedOf(profile.townsServed) } : {}),
          ...(profile.language ? { language: profile.language } : {}),
          updated_at: new Date(),
        })
        .where('id', '=', userId)
        .execute();
      if (photo) await replaceProfilePhoto(trx, userId, photo);
      // Mails greet the name, in the language, as they were: the ones just sent may be an intruder's.
      const account = { id: userId, name: saved.name, email: saved.email, googleSubject: saved.google_subject, language: asLanguage(saved.language) };
      if (emailChanges) await startEmailChange(trx, deps, account, email);
      if (signInPhoneChanges && saved.email !== null) {
        await sendSignInChangeMail(deps.mailer, phoneChangedMail(account, saved.email, `${deps.publicUrl}/forgot-password`));
      }
    })
    .catch(rethrowTakenContactDetail);

  return { message: PROFILE_UPDATED_TEXT, ...(await getProfile(db, userId)) };
}

async function saveLanguage(db: Database, userId: string, language: Language): Promise<UpdateProfileResponse> {
  const saved = await db.updateTable('users').set({ language, updated_at: new Date() }).where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
  if (saved.numUpdatedRows === 0n) throw new AppError('unauthenticated', 'INVALID_TOKEN');
  return { message: PROFILE_UPDATED_TEXT, ...(await getProfile(db, userId)) };
}
