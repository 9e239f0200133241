import { randomNonce, randomPKCECodeVerifier, randomState } from 'openid-client';
import type { Language } from '@fundi/shared';
import { AppError } from '../../../lib/app-error';
import { hashSecretToken } from '../../../lib/secret-tokens';
import { asLanguage } from '../../../lib/users/account-language';
import { loadApiUser } from '../../../lib/users/api-user';
import { startSession, type SessionDeps } from '../sessions.service';
import { findOrCreateGoogleAccount } from './google-accounts.service';
import { insertOidcLogin, takeOidcLogin } from './oidc-logins.repository';
import type { OidcProvider } from './oidc-provider';
import { isSameSignIn } from './sign-in-cookie';

export type GoogleSignInDeps = SessionDeps & { provider: OidcProvider | undefined };

/** The web route that finishes a social sign-in (docs/product.md §2); same origin, so a relative URL. */
const webCallbackPath = '/auth/google/callback';

/**
 * The callback carrying `values`: the web app's own (relative), or the return address a client on
 * an allowed origin asked for (plugins/other-clients.ts), whose query keeps its own values beside ours.
 */
function callbackWith(values: Record<string, string>, clientReturn: URL | undefined): string {
  if (!clientReturn) return `${webCallbackPath}?${new URLSearchParams(values)}`;
  const url = new URL(clientReturn);
  for (const [name, value] of Object.entries(values)) url.searchParams.set(name, value);
  return url.href;
}

/** How long a person may take at the provider before the sign-in must start again. */
export const signInLifetimeSeconds = 10 * 60;

/**
 * GET /auth/google: remembers the attempt, with the web app's one-time value (`client`) to hand
 * back to it, and returns the provider's sign-in page to send the browser to and the state the
 * browser must keep (its cookie) to finish there.
 */
export async function startGoogleSignIn(
  { db, provider }: GoogleSignInDeps,
  { rememberMe, client, language }: { rememberMe: boolean; client: string; language: Language },
): Promise<{ providerUrl: string; state: string }> {
  if (!provider) throw new AppError('unavailable', 'GOOGLE_SIGN_IN_NOT_CONFIGURED');
  const checks = { state: randomState(), nonce: randomNonce(), codeVerifier: randomPKCECodeVerifier() };
  const authorizationUrl = await provider.authorizationUrl(checks);
  await insertOidcLogin(db, {
    // Only a hash of the state is stored: a leaked table row cannot be replayed as a state.
    stateHash: hashSecretToken(checks.state),
    codeVerifier: checks.codeVerifier,
    nonce: checks.nonce,
    rememberMe,
    clientValue: client,
    language,
    expiresAt: new Date(Date.now() + signInLifetimeSeconds * 1000),
  });
  return { providerUrl: authorizationUrl.href, state: checks.state };
}

/**
 * The provider's return endpoint: the attempt of this state is spent whatever happens next.
 * Only the browser that started it (`cookieState`, its cookie) may finish it; then the code is
 * redeemed, the account found, linked or created, and a session started. Returns the web
 * callback URL (or the client's own return address) carrying the session (docs/product.md §2's
 * query values) and the client's one-time value.
 */
export async function finishGoogleSignIn(
  deps: GoogleSignInDeps,
  { state, error, cookieState }: { state?: string; error?: string; cookieState: string | undefined },
  returnUrl: URL,
  clientReturn?: URL,
): Promise<string> {
  const { db, provider } = deps;
  if (!provider) throw new AppError('unavailable', 'GOOGLE_SIGN_IN_NOT_CONFIGURED');
  const login = state ? await takeOidcLogin(db, hashSecretToken(state)) : undefined;
  if (error) throw new AppError('unauthenticated', error === 'access_denied' ? 'GOOGLE_SIGN_IN_CANCELLED' : 'GOOGLE_SIGN_IN_FAILED');
  if (!state || !login || login.expires_at <= new Date()) throw new AppError('invalid', 'GOOGLE_SIGN_IN_EXPIRED');
  // Login CSRF: this return address, opened in someone else's browser, would sign that browser
  // in to the account of whoever started the sign-in.
  if (!isSameSignIn(cookieState, state)) throw new AppError('forbidden', 'GOOGLE_SIGN_IN_OTHER_BROWSER');

  const profile = await provider.exchangeCode(returnUrl, { state, nonce: login.nonce, codeVerifier: login.code_verifier });
  const { userId, role } = await findOrCreateGoogleAccount(deps, profile, asLanguage(login.language));
  const tokens = await startSession(deps, { userId, role, rememberMe: login.remember_me });
  const user = await loadApiUser(db, userId);
  if (!user) throw new AppError('unauthenticated', 'INVALID_TOKEN');
  const values = {
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    userId: user.id,
    name: user.name,
    email: user.email ?? '',
    role: user.role,
    client: login.client_value,
  };
  return callbackWith(values, clientReturn);
}

/**
 * The callback carrying why the sign-in failed: the API's English `error` and its `code`, for
 * which the web app shows its own words (docs/decisions/0048-error-codes-and-texts.md).
 */
export function webCallbackError(error: AppError, clientReturn?: URL): string {
  return callbackWith({ error: error.message, code: error.code }, clientReturn);
}
