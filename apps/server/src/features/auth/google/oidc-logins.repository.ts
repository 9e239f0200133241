import type { Language } from '@fundi/shared';
import type { Database } from '../../../db';

/** A sign-in in flight: stored by the hash of its state until the provider sends the person back. */
export async function insertOidcLogin(
  db: Database,
  login: { stateHash: string; codeVerifier: string; nonce: string; rememberMe: boolean; clientValue: string; language: Language; expiresAt: Date },
): Promise<void> {
  // Abandoned sign-ins would otherwise pile up; the table only ever holds minutes of them.
  await db.deleteFrom('oidc_logins').where('expires_at', '<', new Date()).execute();
  await db
    .insertInto('oidc_logins')
    .values({
      state_hash: login.stateHash,
      code_verifier: login.codeVerifier,
      nonce: login.nonce,
      remember_me: login.rememberMe,
      client_value: login.clientValue,
      language: login.language,
      expires_at: login.expiresAt,
    })
    .execute();
}

/** Removes and returns the sign-in of this state, so a state can be used once only, even by racing requests. */
export function takeOidcLogin(db: Database, stateHash: string) {
  return db
    .deleteFrom('oidc_logins')
    .where('state_hash', '=', stateHash)
    .returning(['code_verifier', 'nonce', 'remember_me', 'client_value', 'language', 'expires_at'])
    .executeTakeFirst();
}
