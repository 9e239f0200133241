import { z } from 'zod';
import { categoryIds } from './catalogue';
import { MAX_EXPERIENCE_YEARS, MAX_LENGTH, MAX_SERVICE_PRICE_KSH } from './constants';
import type { ErrorCode } from './error-codes';
import { requiredText } from './validation';

// The add-service form shows every broken field at once (with a banner asking to fix them),
// so this schema reports one issue per field, not one in total. Issues are error codes.

const DECIMAL_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Multipart fields arrive as text. Blank means "not given" (undefined), never 0: an
 * empty price must be reported as missing, not accepted as free. Text that is not a
 * plain decimal ("1e3", "0x10", "12abc") becomes NaN so it is reported, not guessed at.
 * A JSON client may send anything at all; what is neither text nor a number is NaN too.
 */
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

const numberField = (codes: { required?: ErrorCode; notANumber: ErrorCode }) =>
  z.number({
    error: (issue) => (issue.input === undefined && codes.required ? codes.required : codes.notANumber),
  });

/** Body of POST /api/services (the service draft of docs/product.md §3). price is in KSh. */
export const createServiceRequest = z.object({
  category: z.preprocess(
    // Only text is trimmed, and taken in any case ('Plumbing'): a JSON client may send an
    // object, which the enum then refuses.
    (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : (value ?? undefined)),
    z.enum(categoryIds, {
      error: (issue) =>
        issue.input === undefined ? 'SERVICE_CATEGORY_REQUIRED' : 'SERVICE_CATEGORY_UNKNOWN',
    }),
  ),
  title: requiredText('SERVICE_TITLE_REQUIRED', 'SERVICE_TITLE_TOO_LONG', MAX_LENGTH.serviceTitle),
  description: requiredText('SERVICE_DESCRIPTION_REQUIRED', 'SERVICE_DESCRIPTION_TOO_LONG', MAX_LENGTH.serviceDescription),
  price: z.preprocess(
    parseNumberField,
    numberField({ required: 'SERVICE_PRICE_REQUIRED', notANumber: 'SERVICE_PRICE_NOT_A_NUMBER' })
      .min(0, { error: 'SERVICE_PRICE_NEGATIVE' })
      .max(MAX_SERVICE_PRICE_KSH, { error: 'SERVICE_PRICE_TOO_HIGH' })
      .refine(hasAtMostTwoDecimals, { error: 'SERVICE_PRICE_TOO_PRECISE' }),
  ),
  // The spec does not make experience required; a seller who leaves it blank is new to the trade.
  experience: z.preprocess(
    parseNumberField,
    numberField({ notANumber: 'SERVICE_EXPERIENCE_NOT_WHOLE' })
      .int({ error: 'SERVICE_EXPERIENCE_NOT_WHOLE' })
      .min(0, { error: 'SERVICE_EXPERIENCE_NEGATIVE' })
      .max(MAX_EXPERIENCE_YEARS, { error: 'SERVICE_EXPERIENCE_TOO_HIGH' })
      .default(0),
  ),
});
export type CreateServiceRequest = z.infer<typeof createServiceRequest>;
