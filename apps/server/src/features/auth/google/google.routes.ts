import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authProvidersResponse, languageInput } from '@fundi/shared';
import type { Config } from '../../../config';
import type { Database } from '../../../db';
import type { AccessTokens } from '../../../lib/access-tokens';
import { AppError } from '../../../lib/app-error';
import { clientReturnAddress } from '../../../plugins/other-clients';
import type { Realtime } from '../../../plugins/realtime';
import { finishGoogleSignIn, signInLifetimeSeconds, startGoogleSignIn, webCallbackError, type GoogleSignInDeps } from './google-sign-in.service';
import { createOidcProvider } from './oidc-provider';
import { clearedSignInCookie, readSignInCookie, readSignInReturnAddress, signInCookie } from './sign-in-cookie';

export type GoogleDeps = {
  db: Database;
  tokens: AccessTokens;
  realtime: Realtime;
  google: Config['google'];
  publicUrl: string;
  /** Origins whose clients may ask for their own return address (ALLOWED_ORIGINS). */
  allowedOrigins?: readonly string[];
};

const startQuery = z.object({
  rememberMe: z.enum(['true', 'false']).optional(),
  // The web app's one-time value for this sign-in, handed back with the session so the page
  // can tell a sign-in it started from one slipped into it (16 random bytes make 22 characters).
  client: z.string().regex(/^[\w-]{22,64}$/),
  // A client on an allowed origin may name its own callback; any other value is ignored.
  redirect: z.string().optional(),
  // The page's language, which an account created by this sign-in takes; one we do not speak
  // is no reason to refuse a sign-in, so it is ignored.
  language: languageInput.optional().catch(undefined),
});

// Only what we read ourselves; the code and anything else the provider adds (iss, scope...)
// reach openid-client untouched through the request's own URL.
const returnQuery = z.object({
  state: z.string().optional(),
  code: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});

/** How long a browser may keep the answer of GET /auth/providers: Google switched on shows within minutes. */
const providersCacheSeconds = 5 * 60;

const redirect = { 302: z.null().describe('Redirect; failures go to /auth/google/callback?error=...') };

/**
 * Google sign-in (OpenID Connect, authorization code + PKCE + state + nonce, the state also in
 * a cookie of the browser that started it; docs/decisions/0013-google-sign-in.md,
 * docs/decisions/0014-google-sign-in-finishes-where-it-started.md). Both routes are browser
 * navigations, so every outcome is a redirect, failures included.
 */
export const googleRoutes: FastifyPluginAsyncZod<GoogleDeps> = async (app, { db, tokens, realtime, google, publicUrl, allowedOrigins = [] }) => {
  const returnUrl = `${publicUrl}/auth/google/return`;
  const deps: GoogleSignInDeps = { db, tokens, realtime, provider: createOidcProvider(google, returnUrl) };
  const isSecure = new URL(publicUrl).protocol === 'https:';

  // The login and sign-up pages offer 'Continue with Google' only when it can work. The answer
  // changes only with the configuration (a restart), so browsers may keep it for a while.
  app.get('/auth/providers', { schema: { tags: ['auth'], response: { 200: authProvidersResponse } } }, async (_request, reply) => {
    reply.header('cache-control', `public, max-age=${providersCacheSeconds}`);
    return { google: deps.provider !== undefined };
  });

  app.get(
    '/auth/google',
    { attachValidation: true, schema: { tags: ['auth'], querystring: startQuery, response: redirect } },
    async (request, reply) => {
      // Read even when the rest of the query is wrong, so that the client hears why.
      const clientReturn = clientReturnAddress((request.query as { redirect?: unknown }).redirect, allowedOrigins);
      return redirectTo(request, reply, clientReturn, async () => {
        if (request.validationError) throw new AppError('invalid', 'GOOGLE_SIGN_IN_INVALID_START');
        const { rememberMe, client, language = 'en' } = request.query;
        const { providerUrl, state } = await startGoogleSignIn(deps, { rememberMe: rememberMe === 'true', client, language });
        reply.header('set-cookie', signInCookie(state, { lifetimeSeconds: signInLifetimeSeconds, isSecure, returnAddress: clientReturn?.href }));
        return providerUrl;
      });
    },
  );

  app.get(
    '/auth/google/return',
    { attachValidation: true, schema: { tags: ['auth'], querystring: returnQuery, response: redirect } },
    async (request, reply) => {
      // The Location carries a fresh session: no cache may keep it.
      reply.header('cache-control', 'no-store');
      reply.header('set-cookie', clearedSignInCookie({ isSecure }));
      // Checked again: the allowed origins may have changed since the sign-in started.
      const clientReturn = clientReturnAddress(readSignInReturnAddress(request.headers.cookie), allowedOrigins);
      return redirectTo(request, reply, clientReturn, async () => {
        if (request.validationError) throw new AppError('invalid', 'GOOGLE_SIGN_IN_INVALID_RESPONSE');
        const url = new URL(returnUrl);
        url.search = request.url.split('?')[1] ?? '';
        const cookieState = readSignInCookie(request.headers.cookie);
        return finishGoogleSignIn(deps, { ...request.query, cookieState }, url, clientReturn);
      });
    },
  );
};

async function redirectTo(request: FastifyRequest, reply: FastifyReply, clientReturn: URL | undefined, target: () => Promise<string>) {
  try {
    return reply.redirect(await target());
  } catch (error) {
    return reply.redirect(webCallbackError(explainFailure(request, error), clientReturn));
  }
}

/** Logs why a sign-in failed (never a code, state, token or claim) and returns the refusal for the page. */
function explainFailure(request: FastifyRequest, error: unknown): AppError {
  if (!(error instanceof AppError)) {
    request.log.error({ err: error }, 'Google sign-in failed unexpectedly');
    return new AppError('unauthenticated', 'GOOGLE_SIGN_IN_FAILED');
  }
  const providerError = (request.query as { error?: unknown } | undefined)?.error;
  request.log.warn({ reason: error.message, code: error.code, cause: summarise(error.cause), providerError }, 'Google sign-in failed');
  return error;
}

// openid-client errors can hold the provider's response or the ID token's claims in their
// details; only their name, message and codes are safe to log.
function summarise(cause: unknown) {
  if (!(cause instanceof Error)) return undefined;
  const { code, error } = cause as { code?: unknown; error?: unknown };
  return { name: cause.name, message: cause.message, errorCode: code, providerError: error };
}
