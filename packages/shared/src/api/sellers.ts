import { z } from 'zod';
import { languageSchema } from '../language-schemas';
import { idParam } from './common';
import { categoryIdSchema } from './catalogue';
import { userSchema } from './users';

// Responses of becoming a seller, a seller's own services and the profile (docs/product.md §7).
// Request bodies live beside their rules: ../sellers.ts, ../services.ts, ../profile.ts.

/** POST /api/become-seller: a fresh access token carries the new role (same session). */
export const becomeSellerResponse = z.object({ message: z.string(), accessToken: z.string(), user: userSchema });
export type BecomeSellerResponse = z.infer<typeof becomeSellerResponse>;

/** POST /api/services (201). Prices are in shillings, like every price the API shows. */
export const createServiceResponse = z.object({
  message: z.string(),
  service: z.object({ id: z.string(), title: z.string(), category: categoryIdSchema }),
  serviceSeller: z.object({ description: z.string(), price: z.number(), experience: z.number().int() }),
});
export type CreateServiceResponse = z.infer<typeof createServiceResponse>;

/** One of the caller's own offerings. `id` is the service's id (what DELETE /api/services/{id} takes). */
const userServiceSchema = z.object({
  id: z.string(),
  offeringId: z.string(),
  title: z.string(),
  category: categoryIdSchema,
  price: z.number(),
  description: z.string(),
  experience: z.number().int(),
  createdAt: z.string(),
});
export type UserService = z.infer<typeof userServiceSchema>;

/** GET /api/services/user: newest first. */
export const userServicesResponse = z.object({ services: z.array(userServiceSchema) });

export const serviceIdParams = z.object({ id: idParam('SERVICE_NOT_FOUND') });

/**
 * What only the owner sees about signing in: whether changing the e-mail or phone asks for
 * the current password, and a new e-mail address waiting for its confirmation link (the
 * account keeps `user.email` until the link is opened).
 */
const signInDetailsSchema = z.object({ hasPassword: z.boolean(), pendingEmail: z.string().nullable() });
export type SignInDetails = z.infer<typeof signInDetailsSchema>;

/** GET /api/profile. `language`: the account's, which its e-mails are written in. */
export const profileResponse = z.object({ user: userSchema, signIn: signInDetailsSchema, language: languageSchema });
export type ProfileResponse = z.infer<typeof profileResponse>;

/** PUT /api/profile. */
export const updateProfileResponse = z.object({ message: z.string(), user: userSchema, signIn: signInDetailsSchema, language: languageSchema });
export type UpdateProfileResponse = z.infer<typeof updateProfileResponse>;
