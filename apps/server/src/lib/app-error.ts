import type { ErrorCode } from '@fundi/shared';
import { API_TEXTS } from './api-texts';

/**
 * What went wrong, in the terms the error handler maps to an HTTP status
 * (docs/decisions/0006-error-answers-and-security-headers.md).
 */
export type AppErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'rate-limited'
  | 'unavailable';

export const statusOfKind: Record<AppErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'rate-limited': 429,
  unavailable: 503,
};

/**
 * The one error services throw. `code` names what went wrong and is sent as the body's `code`;
 * the body's `error` is the code's English text from API_TEXTS, or `text` where the answer
 * names something (the orders that block closing an account). People read the web app's
 * words for the code, in their language (docs/decisions/0048-error-codes-and-texts.md).
 */
export class AppError extends Error {
  constructor(
    readonly kind: AppErrorKind,
    readonly code: ErrorCode,
    options: {
      text?: string;
      /** What really went wrong, for the log only (never sent to the client). */
      cause?: unknown;
    } = {},
  ) {
    super(options.text ?? API_TEXTS[code], { cause: options.cause });
    this.name = 'AppError';
  }
}

/** A 429: the error handler adds a Retry-After header with the seconds until the window ends. */
export class RateLimitError extends AppError {
  constructor(
    code: ErrorCode,
    readonly retryAfterSeconds: number,
  ) {
    super('rate-limited', code);
  }
}
