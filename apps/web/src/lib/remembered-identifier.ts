import { readStorage, writeStorage } from './storage';

// Remember Me keeps only the e-mail or phone, never the password
// (docs/decisions/0016-login-pages-and-return-path.md). Here in lib/ because closing the account
// (Settings) forgets it too.
const REMEMBERED_IDENTIFIER_KEY = 'rememberedIdentifier';

export function readRememberedIdentifier(): string | null {
  return readStorage(REMEMBERED_IDENTIFIER_KEY) || null;
}

/** Remembers the identifier for the next login, or forgets it (null). */
export function rememberIdentifier(identifier: string | null): void {
  writeStorage(REMEMBERED_IDENTIFIER_KEY, identifier);
}
