import { z } from 'zod';
import { MAX_LENGTH } from './constants';
import { isPhone } from './identifier';
import { anyCaseEnum, requiredText } from './validation';

// The become-seller form marks every broken field at once (toast 'Please fix the errors
// in the form'), so this schema reports one issue per field. The profile photo is a file
// part of the multipart body; the server reads it beside this schema (see UPLOAD_MAX_BYTES).

export const genders = ['male', 'female', 'other'] as const;
export type Gender = (typeof genders)[number];

export const genderLabels: Readonly<Record<Gender, string>> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
};

export const SELLER_MESSAGES = {
  nameRequired: 'Name is required',
  phoneRequired: 'Phone number is required',
  invalidPhone: 'Invalid phone number',
  locationRequired: 'Location is required',
  genderRequired: 'Gender is required',
  fixErrors: 'Please fix the errors in the form',
} as const;

/** Body of POST /api/become-seller (docs/product.md §3: empty values are left out, so absent = empty). */
export const becomeSellerRequest = z.object({
  name: requiredText(SELLER_MESSAGES.nameRequired, 'Name', MAX_LENGTH.name),
  phone: requiredText(SELLER_MESSAGES.phoneRequired, 'Phone number', MAX_LENGTH.phone).refine(isPhone, {
    error: SELLER_MESSAGES.invalidPhone,
  }),
  location: requiredText(SELLER_MESSAGES.locationRequired, 'Location', MAX_LENGTH.location),
  // In any case (SPEC's options read Male, Female, Other); any other value is treated as no
  // choice: the select offers nothing else.
  gender: anyCaseEnum(genders, SELLER_MESSAGES.genderRequired),
});
export type BecomeSellerRequest = z.infer<typeof becomeSellerRequest>;
