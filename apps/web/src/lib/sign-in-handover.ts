import { isLanguage, SIGN_IN_HANDOVER_COOKIE } from '@fundi/shared';
import { rememberLanguage } from './language';
import { rememberIdentifier } from './remembered-identifier';
import { setTokens } from './session';

type Handover = { accessToken: string; refreshToken: string; language?: string; identifier: string | null };

// The login page then says so and leads on, as after a login sent by the script.
let hasHandedOver = false;

/**
 * Boot step, before the saved-session check: a login sent as a plain form before the script ran
 * (the server's plain-forms.ts) leaves the new session in a one-minute cookie. Its tokens move to
 * storage, where the check then finds them, with Remember Me's identifier and the account's
 * language, and the cookie is deleted at once.
 */
export function takeSignInHandover(): void {
  const value = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SIGN_IN_HANDOVER_COOKIE}=`))
    ?.slice(SIGN_IN_HANDOVER_COOKIE.length + 1);
  if (!value) return;
  document.cookie = `${SIGN_IN_HANDOVER_COOKIE}=; path=/; max-age=0; samesite=strict`;
  const handover = parse(value);
  if (!handover) return;
  setTokens({ accessToken: handover.accessToken, refreshToken: handover.refreshToken }, { isFromServer: true });
  hasHandedOver = true;
  rememberIdentifier(handover.identifier);
  if (isLanguage(handover.language)) rememberLanguage(handover.language);
}

/**
 * A plain-form login was just handed over and not yet shown: the login page it returned to says
 * `Login successful!` and leads on after 2 s, instead of leaving at once as it does for someone
 * who arrives signed in. The page takes it once shown.
 */
export function hasPendingHandedOverSignIn(): boolean {
  return hasHandedOver;
}

export function takeHandedOverSignIn(): void {
  hasHandedOver = false;
}

function parse(value: string): Handover | undefined {
  try {
    const handover = JSON.parse(decodeURIComponent(value)) as Partial<Handover>;
    if (typeof handover.accessToken !== 'string' || typeof handover.refreshToken !== 'string') return undefined;
    return { ...handover, accessToken: handover.accessToken, refreshToken: handover.refreshToken, identifier: typeof handover.identifier === 'string' ? handover.identifier : null };
  } catch {
    return undefined;
  }
}
