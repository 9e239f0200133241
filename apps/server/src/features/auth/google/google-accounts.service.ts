import { MAX_LENGTH, type Language, type Role } from '@fundi/shared';
import type { Database } from '../../../db';
import { AppError } from '../../../lib/app-error';
import type { Realtime } from '../../../plugins/realtime';
import {
  findLiveUserByEmailForUpdate,
  findLiveUserByGoogleSubject,
  insertGoogleUser,
  linkGoogleSubject,
} from './google-accounts.repository';
import { revokeSessions } from '../sessions.repository';
import type { ProviderProfile } from './oidc-provider';

export type GoogleAccount = { userId: string; role: Role };

/**
 * The account a Google identity signs in to: the one already linked to it; else the live
 * account with its e-mail, linked now if Google vouches for that e-mail; else a new buyer, in
 * `language` (the page's where the sign-in started).
 */
export async function findOrCreateGoogleAccount(
  { db, realtime }: { db: Database; realtime: Realtime },
  profile: ProviderProfile,
  language: Language,
): Promise<GoogleAccount> {
  // A second pass only runs when a concurrent first sign-in of the same person created the
  // account between our look-up and our insert; it then finds that account.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const account = await db.transaction().execute((trx) => resolveAccount(trx, profile, language));
    if (!account) continue;
    if (account.hasEndedSessions) await realtime.closeEndedSessions({ userId: account.userId });
    return account;
  }
  throw new AppError('conflict', 'GOOGLE_SIGN_IN_FAILED');
}

async function resolveAccount(db: Database, profile: ProviderProfile, language: Language): Promise<(GoogleAccount & { hasEndedSessions?: true }) | undefined> {
  const linked = await findLiveUserByGoogleSubject(db, profile.subject);
  if (linked) return toAccount(refuseSuspended(linked));
  if (!profile.email) throw new AppError('invalid', 'GOOGLE_SIGN_IN_NO_EMAIL');

  const sameEmail = await findLiveUserByEmailForUpdate(db, profile.email);
  if (sameEmail) {
    // Anyone can create a Google-type account showing someone else's address, unverified;
    // linking on that would hand them the existing account.
    if (!profile.emailVerified) throw new AppError('conflict', 'GOOGLE_SIGN_IN_EMAIL_UNVERIFIED');
    // Before linking: a suspended account is neither signed in nor changed.
    refuseSuspended(sameEmail);
    // Linked by a concurrent sign-in of the same person while we waited for the row lock.
    if (sameEmail.google_subject === profile.subject) return toAccount(sameEmail);
    if (sameEmail.google_subject) throw new AppError('conflict', 'GOOGLE_SIGN_IN_OTHER_GOOGLE_ACCOUNT');
    // An address nobody ever proved may have been registered by someone else, to wait for
    // its owner's first Google sign-in. Google now proves the owner, so whatever password and
    // sessions that account had are not theirs to keep (they can set one with "Forgot password").
    const isUnproven = !sameEmail.email_verified;
    await linkGoogleSubject(db, sameEmail.id, profile.subject, { forgetPassword: isUnproven });
    if (!isUnproven) return toAccount(sameEmail);
    await revokeSessions(db, { userId: sameEmail.id }, 'linked to Google before the e-mail was verified');
    return { ...toAccount(sameEmail), hasEndedSessions: true };
  }

  const created = await insertGoogleUser(db, {
    name: displayName(profile.name, profile.email),
    email: profile.email,
    emailVerified: profile.emailVerified,
    subject: profile.subject,
    language,
  });
  return created && toAccount(created);
}

function displayName(name: string | undefined, email: string): string {
  const localPart = email.split('@')[0];
  return (name ?? (localPart || email)).slice(0, MAX_LENGTH.name);
}

/** Google proved who this is, so the refusal may say why: the account is suspended (docs/product.md §4). */
function refuseSuspended<Row extends { suspended_at: Date | null }>(row: Row): Row {
  if (row.suspended_at) throw new AppError('forbidden', 'ACCOUNT_SUSPENDED');
  return row;
}

function toAccount(row: { id: string; role: string }): GoogleAccount {
  return { userId: row.id, role: row.role as Role };
}
