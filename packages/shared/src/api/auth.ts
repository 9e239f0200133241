import { z } from 'zod';
import { languageSchema } from '../language-schemas';
import { userSchema } from './users';

export const signupResponse = z.object({ token: z.string(), user: userSchema });
/** `language`: the account's, which a client shows its screens in once signed in. */
export const loginResponse = z.object({ accessToken: z.string(), refreshToken: z.string(), user: userSchema, language: languageSchema });
export const validateTokenResponse = z.object({ valid: z.literal(true), user: userSchema, language: languageSchema });

const refreshTokenField = z.string({ error: 'INVALID_TOKEN' }).min(1, { error: 'INVALID_TOKEN' }).max(200, { error: 'INVALID_TOKEN' });

export const refreshRequest = z.object({ refreshToken: refreshTokenField });
export const refreshResponse = z.object({ accessToken: z.string(), refreshToken: z.string() });

/** Logout names the session by its refresh token; a bearer token alone also works. */
export const logoutRequest = z.object({ refreshToken: refreshTokenField.optional() }).nullish();

/** GET /auth/providers: which ways of signing in besides a password are on (Google needs its client configured). */
export const authProvidersResponse = z.object({ google: z.boolean() });
export type AuthProviders = z.infer<typeof authProvidersResponse>;
