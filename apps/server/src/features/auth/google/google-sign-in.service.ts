import { randomNonce, randomPKCECodeVerifier, randomState } from 'openid-client';
import { SERVER_TEXTS } from '@fundi/shared';
import { AppError } from '../../../lib/app-error';
import { hashSecretToken } from '../../../lib/secret-tokens';
import { loadApiUser } from '../../../lib/users/api-user';
import { startSession, type SessionDeps } from '../sessions.service';
import { findOrCreateGoogleAccount } from './google-accounts.service';
import { GOOGLE_SIGN_IN_ERRORS } from './google-texts';
import { insertOidcLogin, takeOidcLogin } from './oidc-logins.repository';
import type { OidcProvider } from './oidc-provider';

export type GoogleSignInDeps = SessionDeps & { provider: OidcProvider | undefined };

/** The web route that finishes a social sign-in (SPEC.md §2); same origin, so a relative URL. */
export const webCallbackPath = '/auth/google/callback';

/** How long a person may take at the provider before the sign-in must start again. */
const signInLifetimeMs = 10 * 60 * 1000;

/** GET /auth/google: remembers the attempt and returns the provider's sign-in page to send the browser to. */
export async function startGoogleSignIn({ db, provider }: GoogleSignInDeps, { rememberMe }: { rememberMe: boolean }): Promise<string> {
  if (!provider) throw new AppError('unavailable', GOOGLE_SIGN_IN_ERRORS.notConfigured);
  const checks = { state: randomState(), nonce: randomNonce(), codeVerifier: randomPKCECodeVerifier() };
  const authorizationUrl = await provider.authorizationUrl(checks);
  await insertOidcLogin(db, {
    // Only a hash of the state is stored: a leaked table row cannot be replayed as a state.
    stateHash: hashSecretToken(checks.state),
    codeVerifier: checks.codeVerifier,
    nonce: checks.nonce,
    rememberMe,
    expiresAt: new Date(Date.now() + signInLifetimeMs),
  });
  return authorizationUrl.href;
}

/**
 * The provider's return endpoint: the attempt of this state is spent whatever happens next,
 * then the code is redeemed, the account found, linked or created, and a session started.
 * Returns the web callback URL carrying the session (SPEC.md §2's query values).
 */
export async function finishGoogleSignIn(
  deps: GoogleSignInDeps,
  { state, error }: { state?: string; error?: string },
  returnUrl: URL,
): Promise<string> {
  const { db, provider } = deps;
  if (!provider) throw new AppError('unavailable', GOOGLE_SIGN_IN_ERRORS.notConfigured);
  const login = state ? await takeOidcLogin(db, hashSecretToken(state)) : undefined;
  if (error) throw new AppError('unauthenticated', error === 'access_denied' ? GOOGLE_SIGN_IN_ERRORS.cancelled : GOOGLE_SIGN_IN_ERRORS.failed);
  if (!state || !login || login.expires_at <= new Date()) throw new AppError('invalid', GOOGLE_SIGN_IN_ERRORS.expired);

  const profile = await provider.exchangeCode(returnUrl, { state, nonce: login.nonce, codeVerifier: login.code_verifier });
  const { userId, role } = await findOrCreateGoogleAccount(db, profile);
  const tokens = await startSession(deps, { userId, role, rememberMe: login.remember_me });
  const user = await loadApiUser(db, userId);
  if (!user) throw new AppError('unauthenticated', SERVER_TEXTS.invalidToken);
  const query = new URLSearchParams({
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    userId: user.id,
    name: user.name,
    email: user.email ?? '',
    role: user.role,
  });
  return `${webCallbackPath}?${query}`;
}

export function webCallbackError(text: string): string {
  return `${webCallbackPath}?${new URLSearchParams({ error: text })}`;
}
