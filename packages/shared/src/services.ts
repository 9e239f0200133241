import { z } from 'zod';
import { categoryIds } from './catalogue';
import { MAX_EXPERIENCE_YEARS, MAX_LENGTH, MAX_SERVICE_PRICE_KSH } from './constants';
import { requiredText } from './validation';

// The add-service form shows every broken field at once (with the banner 'Please fix the
// errors in the form'), so this schema reports one issue per field, not one in total.

export const SERVICE_MESSAGES = {
  categoryRequired: 'Category is required',
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  priceNegative: 'Price cannot be negative',
  experienceNegative: 'Experience cannot be negative',
  fixErrors: 'Please fix the errors in the form',
  // Not in SPEC, which relies on the browser's number input for these.
  unknownCategory: 'Please select a valid category',
  priceRequired: 'Price is required',
  priceNotANumber: 'Price must be a number',
  priceTooPrecise: 'Price can have at most 2 decimal places',
  priceTooHigh: `Price cannot be more than KSh ${MAX_SERVICE_PRICE_KSH.toLocaleString('en-US')}`,
  experienceNotWhole: 'Experience must be a whole number of years',
  experienceTooHigh: `Experience cannot be more than ${MAX_EXPERIENCE_YEARS} years`,
} as const;

const DECIMAL_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Multipart fields arrive as text. Blank means "not given" (undefined), never 0: an
 * empty price must be reported as missing, not accepted as free. Text that is not a
 * plain decimal ("1e3", "0x10", "12abc") becomes NaN so it is reported, not guessed at.
 * A JSON client may send anything at all; what is neither text nor a number is NaN too.
 */
/** docs/product.md §3: an offering without its own description says what it is. */
export function offeringDescription(description: string | null | undefined, serviceTitle: string): string {
  return description || `Specializing in ${serviceTitle}`;
}

export function parseNumberField(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (value !== null && value !== undefined && typeof value !== 'string') return Number.NaN;
  const text = (value ?? '').trim();
  if (text === '') return undefined;
  return DECIMAL_NUMBER.test(text) ? Number(text) : Number.NaN;
}

function hasAtMostTwoDecimals(value: number): boolean {
  const cents = value * 100;
  // Tolerance for binary floating point: 19.99 * 100 is 1998.9999999999998.
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

const numberField = (messages: { required?: string; notANumber: string }) =>
  z.number({
    error: (issue) => (issue.input === undefined && messages.required ? messages.required : messages.notANumber),
  });

/** Body of POST /api/services (the service draft of docs/product.md §3). price is in KSh. */
export const createServiceRequest = z.object({
  category: z.preprocess(
    // Only text is trimmed, and taken in any case ('Plumbing'): a JSON client may send an
    // object, which the enum then refuses.
    (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : (value ?? undefined)),
    z.enum(categoryIds, {
      error: (issue) =>
        issue.input === undefined ? SERVICE_MESSAGES.categoryRequired : SERVICE_MESSAGES.unknownCategory,
    }),
  ),
  title: requiredText(SERVICE_MESSAGES.titleRequired, 'Title', MAX_LENGTH.serviceTitle),
  description: requiredText(SERVICE_MESSAGES.descriptionRequired, 'Description', MAX_LENGTH.serviceDescription),
  price: z.preprocess(
    parseNumberField,
    numberField({ required: SERVICE_MESSAGES.priceRequired, notANumber: SERVICE_MESSAGES.priceNotANumber })
      .min(0, { error: SERVICE_MESSAGES.priceNegative })
      .max(MAX_SERVICE_PRICE_KSH, { error: SERVICE_MESSAGES.priceTooHigh })
      .refine(hasAtMostTwoDecimals, { error: SERVICE_MESSAGES.priceTooPrecise }),
  ),
  // SPEC does not make experience required; a seller who leaves it blank is new to the trade.
  experience: z.preprocess(
    parseNumberField,
    numberField({ notANumber: SERVICE_MESSAGES.experienceNotWhole })
      .int({ error: SERVICE_MESSAGES.experienceNotWhole })
      .min(0, { error: SERVICE_MESSAGES.experienceNegative })
      .max(MAX_EXPERIENCE_YEARS, { error: SERVICE_MESSAGES.experienceTooHigh })
      .default(0),
  ),
});
export type CreateServiceRequest = z.infer<typeof createServiceRequest>;
