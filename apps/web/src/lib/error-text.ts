import { isErrorCode, type ErrorCode } from '@fundi/shared';
import { ApiError } from './http';
import { i18n } from './i18n';

/**
 * The words for an error code in the language on screen; anything that is not a code (a text
 * the web wrote itself) is returned as it is. Shared schemas report codes as their issue
 * messages (docs/decisions/0048-error-codes-and-texts.md), so a form's field errors go through
 * here, at render time, and follow a language switch.
 */
export function problemText(problem: string): string;
export function problemText(problem: string | undefined): string | undefined;
export function problemText(problem: string | undefined): string | undefined {
  return isErrorCode(problem) ? (wordsOf(problem) ?? i18n.t('errors.INVALID_REQUEST')) : problem;
}

/**
 * The text to show for a failed call: the catalogue's words for the answer's `code`, else
 * the screen's fallback. English keeps docs/product.md §8's rule that the API's text wins over
 * the fallback, for an answer whose code this app does not know (a newer server); another
 * language shows its own fallback rather than English.
 */
export function errorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (isErrorCode(error.code)) return wordsOf(error.code) ?? fallback;
  const serverText = error.serverError ?? error.serverMessage;
  return serverText && i18n.language === 'en' ? serverText : fallback;
}

/**
 * A code's words: the main catalogue's, or, for the codes only trust's screens meet, the `trust`
 * namespace's, which those screens load (locales/en/errors/trust.ts). Each catalogue's type
 * holds its codes complete, so every code has words in one of them once its screen's words
 * are in (lib/form-error-words.ts); until then, undefined.
 */
function wordsOf(code: ErrorCode): string | undefined {
  // A code is a value from the server: which namespace holds it is only known at run time.
  const translate = i18n.t as (key: string) => string;
  const key = [`errors.${code}`, `trust:errors.${code}`].find((candidate) => i18n.exists(candidate));
  return key && translate(key);
}
