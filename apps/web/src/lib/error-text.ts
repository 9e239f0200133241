import { isErrorCode } from '@fundi/shared';
import i18n from 'i18next';
import { ApiError } from './http';

/**
 * The words for an error code in the language on screen; anything that is not a code (a text
 * the web wrote itself) is returned as it is. Shared schemas report codes as their issue
 * messages (docs/decisions/0048-error-codes-and-texts.md), so a form's field errors go through
 * here, at render time, and follow a language switch.
 */
export function problemText(problem: string): string;
export function problemText(problem: string | undefined): string | undefined;
export function problemText(problem: string | undefined): string | undefined {
  return isErrorCode(problem) ? i18n.t(`errors.${problem}`) : problem;
}

/**
 * The text to show for a failed call: the catalogue's words for the answer's `code`, else
 * the screen's fallback. English keeps docs/product.md §8's rule that the API's text wins over
 * the fallback, for an answer whose code this app does not know (a newer server); another
 * language shows its own fallback rather than English.
 */
export function errorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (isErrorCode(error.code)) return i18n.t(`errors.${error.code}`);
  const serverText = error.serverError ?? error.serverMessage;
  return serverText && i18n.resolvedLanguage === 'en' ? serverText : fallback;
}
