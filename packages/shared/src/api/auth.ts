import { z } from 'zod';
import { userSchema } from './users';

export const signupResponse = z.object({ token: z.string(), user: userSchema });
export const loginResponse = z.object({ accessToken: z.string(), refreshToken: z.string().optional(), user: userSchema });
export const validateTokenResponse = z.object({ valid: z.literal(true), user: userSchema });
