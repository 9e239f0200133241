import { z } from 'zod';
import { LEGAL_DOCUMENTS } from './legal';

// What a person agreed to (docs/product.md §11): the terms' version and being 18 or over. The
// web asks a signed-in person once when the terms they accepted are not the current ones.

export const consentsResponse = z.object({
  terms: z.object({
    /** The version they accepted last; null when never (an account from before, or another client). */
    accepted: z.string().nullable(),
    current: z.string(),
  }),
  adult: z.boolean(),
});
export type Consents = z.infer<typeof consentsResponse>;

/** PUT /api/me/consents: the current terms' version, and 18 or over (both required). */
export const acceptConsentsRequest = z
  .object({ acceptedTerms: z.string().max(40), adult: z.literal(true, { error: 'ADULT_REQUIRED' }) })
  .strict()
  .refine((request) => request.acceptedTerms === LEGAL_DOCUMENTS.terms.version, { path: ['acceptedTerms'], error: 'TERMS_VERSION_UNKNOWN' });
