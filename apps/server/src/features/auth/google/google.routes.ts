import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../../config';
import type { Database } from '../../../db';
import type { AccessTokens } from '../../../lib/access-tokens';
import { AppError } from '../../../lib/app-error';
import { finishGoogleSignIn, startGoogleSignIn, webCallbackError, type GoogleSignInDeps } from './google-sign-in.service';
import { GOOGLE_SIGN_IN_ERRORS } from './google-texts';
import { createOidcProvider } from './oidc-provider';

export type GoogleDeps = { db: Database; tokens: AccessTokens; google: Config['google']; publicUrl: string };

const startQuery = z.object({ rememberMe: z.enum(['true', 'false']).optional() });

// Only what we read ourselves; the code and anything else the provider adds (iss, scope...)
// reach openid-client untouched through the request's own URL.
const returnQuery = z.object({
  state: z.string().optional(),
  code: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});

const redirect = { 302: z.null().describe('Redirect; failures go to /auth/google/callback?error=...') };

/**
 * Google sign-in (OpenID Connect, authorization code + PKCE + state + nonce; DECISIONS.md §2).
 * Both routes are browser navigations, so every outcome is a redirect, failures included.
 */
export const googleRoutes: FastifyPluginAsyncZod<GoogleDeps> = async (app, { db, tokens, google, publicUrl }) => {
  const returnUrl = `${publicUrl}/auth/google/return`;
  const deps: GoogleSignInDeps = { db, tokens, provider: createOidcProvider(google, returnUrl) };

  app.get(
    '/auth/google',
    { attachValidation: true, schema: { tags: ['auth'], querystring: startQuery, response: redirect } },
    async (request, reply) =>
      redirectTo(request, reply, async () => {
        if (request.validationError) throw new AppError('invalid', GOOGLE_SIGN_IN_ERRORS.invalidRequest);
        return startGoogleSignIn(deps, { rememberMe: request.query.rememberMe === 'true' });
      }),
  );

  app.get(
    '/auth/google/return',
    { attachValidation: true, schema: { tags: ['auth'], querystring: returnQuery, response: redirect } },
    async (request, reply) => {
      // The Location carries a fresh session: no cache may keep it.
      reply.header('cache-control', 'no-store');
      return redirectTo(request, reply, async () => {
        if (request.validationError) throw new AppError('invalid', GOOGLE_SIGN_IN_ERRORS.invalidRequest);
        const url = new URL(returnUrl);
        url.search = request.url.split('?')[1] ?? '';
        return finishGoogleSignIn(deps, request.query, url);
      });
    },
  );
};

async function redirectTo(request: FastifyRequest, reply: FastifyReply, target: () => Promise<string>) {
  try {
    return reply.redirect(await target());
  } catch (error) {
    return reply.redirect(webCallbackError(explainFailure(request, error)));
  }
}

/** Logs why a sign-in failed (never a code, state, token or claim) and returns the text for the page. */
function explainFailure(request: FastifyRequest, error: unknown): string {
  if (!(error instanceof AppError)) {
    request.log.error({ err: error }, 'Google sign-in failed unexpectedly');
    return GOOGLE_SIGN_IN_ERRORS.failed;
  }
  const providerError = (request.query as { error?: unknown } | undefined)?.error;
  request.log.warn({ reason: error.message, cause: summarise(error.cause), providerError }, 'Google sign-in failed');
  return error.message;
}

// openid-client errors can hold the provider's response or the ID token's claims in their
// details; only their name, message and codes are safe to log.
function summarise(cause: unknown) {
  if (!(cause instanceof Error)) return undefined;
  const { code, error } = cause as { code?: unknown; error?: unknown };
  return { name: cause.name, message: cause.message, errorCode: code, providerError: error };
}
