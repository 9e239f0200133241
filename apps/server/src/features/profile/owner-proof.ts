import { EMAIL_CHANGE_LIFETIME_MS } from '@fundi/shared';
import { API_TEXTS } from '../../lib/api-texts';
import type { Database } from '../../db';
import type { AccessClaims } from '../../lib/access-tokens';
import { AppError } from '../../lib/app-error';
import { isPasswordCorrect } from '../../lib/passwords';

/**
 * The e-mail and the sign-in phone are how an account is recovered, so a stolen access token
 * (15 minutes) must not be able to move them: the caller proves again that they own the
 * account. With a password, by typing it; without one (Google only), by a sign-in this recent,
 * which a stolen token that has been refreshed for a while cannot show: a session keeps the
 * time it started whatever its refreshes (docs/decisions/0012-changing-email-or-sign-in-phone.md).
 */
export async function proveOwner(
  db: Database,
  caller: AccessClaims,
  { passwordHash, currentPassword }: { passwordHash: string | null; currentPassword: string },
): Promise<void> {
  if (passwordHash !== null) {
    if (currentPassword === '') {
      // The code docs/product.md promises for this refusal, with the words of the missing password.
      throw new AppError('invalid', 'INVALID_CURRENT_PASSWORD', { text: API_TEXTS.CURRENT_PASSWORD_NEEDED });
    }
    if (!(await isPasswordCorrect(passwordHash, currentPassword))) {
      throw new AppError('invalid', 'INVALID_CURRENT_PASSWORD');
    }
    return;
  }
  const session = await db.selectFrom('sessions').select('created_at').where('id', '=', caller.sessionId).executeTakeFirst();
  const isRecent = session !== undefined && Date.now() - session.created_at.getTime() <= EMAIL_CHANGE_LIFETIME_MS.recentSignIn;
  if (!isRecent) throw new AppError('invalid', 'SIGN_IN_AGAIN');
}
