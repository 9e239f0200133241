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
 * The one error services throw. `message` is shown to the user as is, so it must be a
 * user-facing text (usually one of SPEC.md's); `code` is an optional machine-readable
 * code some calls promise (e.g. INVALID_CURRENT_PASSWORD).
 */
export class AppError extends Error {
  constructor(
    readonly kind: AppErrorKind,
    message: string,
    readonly code?: string,
    /** What really went wrong, for the log only (never sent to the client). */
    cause?: unknown,
  ) {
    super(message, { cause });
    this.name = 'AppError';
  }
}

/** A 429: the error handler adds a Retry-After header with the seconds until the window ends. */
export class RateLimitError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('rate-limited', message);
  }
}
