import { PAYMENT_FAILURE_CODES, type PaymentFailureCode } from '@fundi/shared';
import { API_TEXTS } from '../../lib/api-texts';

// A failed payment keeps its reason in English (payments.failure_reason), as the API has always
// answered it; the code beside it in the API lets the web say it in the reader's language
// (docs/decisions/0048-error-codes-and-texts.md).

/** The stored reason for a failure. */
export function failureReason(code: PaymentFailureCode): string {
  return API_TEXTS[code];
}

const codeOfReason = new Map<string, PaymentFailureCode>(PAYMENT_FAILURE_CODES.map((code) => [API_TEXTS[code], code]));

/** The code of a stored reason; a reason no code words (none is written so) is a general failure. */
export function failureCodeOf(reason: string | null): PaymentFailureCode | null {
  if (reason === null) return null;
  return codeOfReason.get(reason) ?? 'MPESA_FAILED';
}
