import { z } from 'zod';
import { MAX_LENGTH } from './constants';
import { isPhone } from './identifier';
import { townsServedProblem } from './profile';
import { anyCaseEnum, reportProblem, requiredText } from './validation';

// The become-seller form marks every broken field at once (with a toast asking to fix them),
// so this schema reports one issue per field, as error codes. The profile photo is a file
// part of the multipart body; the server reads it beside this schema (see UPLOAD_MAX_BYTES).

export const genders = ['male', 'female', 'other'] as const;

/** Body of POST /api/become-seller (docs/product.md §3: empty values are left out, so absent = empty). */
export const becomeSellerRequest = z.object({
  name: requiredText('SELLER_NAME_REQUIRED', 'SELLER_NAME_TOO_LONG', MAX_LENGTH.name),
  phone: requiredText('SELLER_PHONE_REQUIRED', 'SELLER_PHONE_TOO_LONG', MAX_LENGTH.phone).refine(isPhone, {
    error: 'SELLER_PHONE_INVALID',
  }),
  location: requiredText('SELLER_LOCATION_REQUIRED', 'SELLER_LOCATION_TOO_LONG', MAX_LENGTH.location),
  // In any case (the spec's options read Male, Female, Other); any other value is treated as no
  // choice: the select offers nothing else.
  gender: anyCaseEnum(genders, 'SELLER_GENDER_REQUIRED'),
  /** Other towns they take jobs in: one comma-separated line of the list's towns (places.ts). */
  townsServed: z
    .string()
    .optional()
    .superRefine((line, ctx) => reportProblem(ctx, townsServedProblem(line))),
});
export type BecomeSellerRequest = z.infer<typeof becomeSellerRequest>;
