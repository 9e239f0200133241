import { CHANGE_PASSWORD_TEXTS, EMAIL_CHANGE_LIFETIME_MS, ERROR_CODES, PROFILE_MESSAGES } from '@fundi/shared';
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
      throw new AppError('invalid', PROFILE_MESSAGES.currentPasswordRequired, ERROR_CODES.invalidCurrentPassword);
    }
    if (!(await isPasswordCorrect(passwordHash, currentPassword))) {
      throw new AppError('invalid', CHANGE_PASSWORD_TEXTS.incorrectCurrent, ERROR_CODES.invalidCurrentPassword);
    }
    return;
  }
  const session = await db.selectFrom('sessions').select('created_at').where('id', '=', caller.sessionId).executeTakeFirst();
  const isRecent = session !== undefined && Date.now() - session.created_at.getTime() <= EMAIL_CHANGE_LIFETIME_MS.recentSignIn;
  if (!isRecent) throw new AppError('invalid', PROFILE_MESSAGES.signInAgain, ERROR_CODES.signInAgain);
}
