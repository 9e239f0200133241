import * as oidc from 'openid-client';
import type { Config } from '../../../config';
import { AppError } from '../../../lib/app-error';

/** What the provider tells us about the person, as its ID token (or UserInfo) says it. */
export type ProviderProfile = { subject: string; email?: string; emailVerified: boolean; name?: string };

/** The values of one sign-in attempt that must come back unchanged (RFC 9700: state, nonce, PKCE). */
type SignInChecks = { state: string; nonce: string; codeVerifier: string };

export type OidcProvider = {
  authorizationUrl(checks: SignInChecks): Promise<URL>;
  /** Checks the provider's answer (state, ID token, nonce) and redeems the code. */
  exchangeCode(returnUrl: URL, checks: SignInChecks): Promise<ProviderProfile>;
};

const scope = 'openid email profile';
const discoveryTimeoutSeconds = 10;

/** Undefined when no client id or secret is configured: the routes then answer with an error. */
export function createOidcProvider(google: Config['google'], redirectUri: string): OidcProvider | undefined {
  const { clientId, clientSecret, issuer } = google;
  if (!clientId || !clientSecret) return undefined;

  // Discovered lazily and once per process; a failure is forgotten so the next sign-in retries,
  // and start-up never waits for (or fails because of) the provider.
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = async () => {
    discovered ??= discover(issuer, clientId, clientSecret);
    try {
      return await discovered;
    } catch (error) {
      discovered = undefined;
      throw new AppError('unavailable', 'GOOGLE_SIGN_IN_UNAVAILABLE', { cause: error });
    }
  };

  return {
    async authorizationUrl({ state, nonce, codeVerifier }) {
      return oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope,
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
    },

    async exchangeCode(returnUrl, { state, nonce, codeVerifier }) {
      const config = await configuration();
      try {
        const response = await oidc.authorizationCodeGrant(config, returnUrl, {
          expectedState: state,
          expectedNonce: nonce,
          pkceCodeVerifier: codeVerifier,
          idTokenExpected: true,
        });
        const claims = response.claims()!;
        // Google puts e-mail and name in the ID token; other issuers may only serve them from UserInfo.
        const details = typeof claims.email === 'string' ? claims : await oidc.fetchUserInfo(config, response.access_token, claims.sub);
        return toProfile(claims.sub, details);
      } catch (error) {
        throw new AppError('unauthenticated', 'GOOGLE_SIGN_IN_FAILED', { cause: error });
      }
    },
  };
}

function discover(issuer: string, clientId: string, clientSecret: string): Promise<oidc.Configuration> {
  const url = new URL(issuer);
  return oidc.discovery(url, clientId, clientSecret, undefined, {
    timeout: discoveryTimeoutSeconds,
    // Plain HTTP only for a provider on this machine (tests, local development); never across a network.
    execute: isLocalHttp(url) ? [oidc.allowInsecureRequests] : [],
  });
}

function isLocalHttp(url: URL): boolean {
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

function toProfile(subject: string, details: Record<string, unknown>): ProviderProfile {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
  return {
    subject,
    email: text(details.email)?.toLowerCase(),
    // Some providers send the claim as the string "true".
    emailVerified: details.email_verified === true || details.email_verified === 'true',
    name: text(details.name),
  };
}
