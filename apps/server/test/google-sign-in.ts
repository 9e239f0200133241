import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeEach, expect } from 'vitest';
import type { GoogleSignInErrorCode } from '@fundi/shared';
import { API_TEXTS } from '../src/lib/api-texts';

export type Claims = { sub: string; email?: string; email_verified?: boolean; name?: string };

/**
 * A real OpenID provider on 127.0.0.1 for one test file. Each test decides who signs in there:
 * `claims.idToken` goes into the ID token, `claims.userInfo` (when set) answers UserInfo.
 */
export async function startOidcProvider() {
  const provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.issuer.url = `http://127.0.0.1:${provider.address().port}`;
  afterAll(() => provider.stop());

  const claims: { idToken: Claims; userInfo: Claims | undefined } = { idToken: { sub: 'nobody' }, userInfo: undefined };
  provider.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, claims.idToken));
  provider.service.on('beforeUserinfo', (response) => {
    if (claims.userInfo) response.body = claims.userInfo;
  });
  beforeEach(() => {
    claims.userInfo = undefined;
  });
  const google = { clientId: 'fundi-web', clientSecret: 'fundi-secret', issuer: provider.issuer.url };
  return { provider, claims, google };
}

/** A value like the one the web app keeps for a sign-in it starts (16 random bytes, url-safe). */
export const newClientValue = () => randomBytes(16).toString('base64url');

/** The query of the web callback route a Google redirect lands on. */
export function callbackOf(location: string | undefined): URLSearchParams {
  const url = new URL(location ?? '', 'http://localhost:3000');
  expect(url.pathname).toBe('/auth/google/callback');
  return url.searchParams;
}

/** The query of a callback that ends a sign-in without a session: the API's English words and their code. */
export function refusal(code: GoogleSignInErrorCode): { error: string; code: GoogleSignInErrorCode } {
  return { error: API_TEXTS[code], code };
}

/** `name=value` of a Set-Cookie header, which is what a browser sends back. */
export function cookieToSend(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  expect(header).toEqual(expect.any(String));
  return header!.split(';')[0]!;
}

/**
 * One browser's trip through Google sign-in against `app`: GET /auth/google (keeping the
 * cookie it sets), the provider's page, and the return the provider sends the browser to.
 */
export function googleSignInSteps(app: FastifyInstance, claims: { idToken: Claims }) {
  /** GET /auth/google, then the provider's sign-in page, which sends the browser back with a code. */
  async function visitProvider({ rememberMe = false, client = newClientValue(), language }: { rememberMe?: boolean; client?: string; language?: string } = {}) {
    const query = new URLSearchParams({ ...(rememberMe ? { rememberMe: 'true' } : {}), client, ...(language ? { language } : {}) });
    const start = await app.inject({ method: 'GET', url: `/auth/google?${query}` });
    expect(start.statusCode).toBe(302);
    const atProvider = await fetch(start.headers.location!, { redirect: 'manual' });
    expect(atProvider.status).toBe(302);
    const back = new URL(atProvider.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost:3000/auth/google/return');
    return {
      state: back.searchParams.get('state')!,
      code: back.searchParams.get('code')!,
      returnPath: `${back.pathname}${back.search}`,
      cookie: cookieToSend(start.headers['set-cookie']),
      client,
      setCookie: start.headers['set-cookie'],
    };
  }

  /** The provider's redirect back, opened by a browser holding `cookie` (none: another client). */
  async function comeBack(returnPath: string, cookie?: string) {
    const response = await app.inject({ method: 'GET', url: returnPath, headers: cookie ? { cookie } : {} });
    expect(response.statusCode).toBe(302);
    return callbackOf(response.headers.location);
  }

  async function signInWithGoogle(who: Claims, options: { rememberMe?: boolean; language?: string } = {}) {
    claims.idToken = who;
    const { returnPath, cookie } = await visitProvider(options);
    return comeBack(returnPath, cookie);
  }

  return { visitProvider, comeBack, signInWithGoogle };
}
