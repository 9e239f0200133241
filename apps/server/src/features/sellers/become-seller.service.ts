import { becomeSellerRequest, townsServedOf, type BecomeSellerResponse, type Role } from '@fundi/shared';
import { sql } from 'kysely';
import type { Database } from '../../db';
import type { AccessClaims, AccessTokens } from '../../lib/access-tokens';
import { AppError } from '../../lib/app-error';
import { parseWith } from '../../lib/multipart-form';
import { normalisePhone } from '../../lib/phone';
import { reencodePhoto, replaceProfilePhoto } from '../../lib/photos';
import { loadApiUser } from '../../lib/users/api-user';
import { ensureContactDetailsFree, rethrowTakenContactDetail } from '../../lib/users/contact-details';

/** The API's words for a done step (docs/product.md §3); the web shows its own. */
const becameSellerText = 'You are now a seller! Start adding your services.';

export type SellerDeps = { db: Database; tokens: AccessTokens };

/**
 * POST /api/become-seller (docs/decisions/0025-seller-forms-services-and-profile.md): a buyer
 * becomes `both` (they keep buying); a seller re-sending the form just updates their details. The
 * answer carries an access token with the new role for the caller's same session, so no new sign-in
 * is needed.
 */
export async function becomeSeller(
  { db, tokens }: SellerDeps,
  caller: AccessClaims,
  form: { input: unknown; file?: Buffer },
): Promise<BecomeSellerResponse> {
  const application = parseWith(becomeSellerRequest, form.input);
  const phone = normalisePhone(application.phone);
  if (!phone) throw new AppError('invalid', 'SELLER_PHONE_INVALID');
  // Re-encoding runs before the transaction: no row stays locked while sharp works.
  const photo = form.file ? await reencodePhoto(form.file) : undefined;
  await ensureContactDetailsFree(db, caller.userId, { phone });

  const role = await db
    .transaction()
    .execute(async (trx) => {
      const updated = await trx
        .updateTable('users')
        .set({
          name: application.name,
          phone,
          location: application.location,
          towns_served: townsServedOf(application.townsServed),
          gender: application.gender,
          role: sql<string>`CASE WHEN role = 'buyer' THEN 'both' ELSE role END`,
          seller_profile_complete: true,
          updated_at: new Date(),
        })
        .where('id', '=', caller.userId)
        .where('deleted_at', 'is', null)
        .returning('role')
        .executeTakeFirst();
      if (!updated) throw new AppError('unauthenticated', 'INVALID_TOKEN');
      if (photo) await replaceProfilePhoto(trx, caller.userId, photo);
      return updated.role as Role;
    })
    .catch(rethrowTakenContactDetail);

  const user = await loadApiUser(db, caller.userId);
  if (!user) throw new AppError('unauthenticated', 'INVALID_TOKEN');
  const accessToken = await tokens.sign({ userId: caller.userId, role, sessionId: caller.sessionId });
  return { message: becameSellerText, accessToken, user };
}
