/**
 * An SMS that did not go. `isTemporary` says whether sending it again later may work (the
 * provider was down, out of credit, or misconfigured until an operator fixes it) or never will
 * (the number is invalid or the person opted out). `statusCode` is Africa's Talking's code for
 * the recipient (406 UserInBlacklist, ...); `httpStatus` the HTTP status of its answer, absent
 * when it did not answer. The message is safe to log and store: it never holds the API key nor
 * the SMS text, which may carry a one-time password reset code.
 */
export class SmsError extends Error {
  readonly isTemporary: boolean;
  readonly statusCode?: number;
  readonly httpStatus?: number;

  constructor(message: string, { isTemporary, statusCode, httpStatus }: { isTemporary: boolean; statusCode?: number; httpStatus?: number }) {
    super(message);
    this.name = 'SmsError';
    this.isTemporary = isTemporary;
    if (statusCode !== undefined) this.statusCode = statusCode;
    if (httpStatus !== undefined) this.httpStatus = httpStatus;
  }
}
