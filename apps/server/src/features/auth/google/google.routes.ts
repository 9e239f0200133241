import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../../config';
import type { Database } from '../../../db';
import type { AccessTokens } from '../../../lib/access-tokens';

export type GoogleDeps = { db: Database; tokens: AccessTokens; google: Config['google']; publicUrl: string };

// Placeholder until the OpenID Connect flow lands (GET /auth/google and its return endpoint).
export const googleRoutes: FastifyPluginAsyncZod<GoogleDeps> = async () => undefined;
