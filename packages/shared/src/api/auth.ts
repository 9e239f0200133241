import { z } from 'zod';
import { userSchema } from './users';

export const signupResponse = z.object({ token: z.string(), user: userSchema });
export const loginResponse = z.object({ accessToken: z.string(), refreshToken: z.string(), user: userSchema });
export const validateTokenResponse = z.object({ valid: z.literal(true), user: userSchema });

const refreshTokenField = z.string({ error: 'Invalid token' }).min(1, 'Invalid token').max(200, 'Invalid token');

export const refreshRequest = z.object({ refreshToken: refreshTokenField });
export const refreshResponse = z.object({ accessToken: z.string(), refreshToken: z.string() });

/** Logout names the session by its refresh token; a bearer token alone also works. */
export const logoutRequest = z.object({ refreshToken: refreshTokenField.optional() }).nullish();

/** GET /auth/providers: which ways of signing in besides a password are on (Google needs its client configured). */
export const authProvidersResponse = z.object({ google: z.boolean() });
export type AuthProviders = z.infer<typeof authProvidersResponse>;
