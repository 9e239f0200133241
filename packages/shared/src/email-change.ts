import { z } from 'zod';
import { textInput } from './validation';

// Changing the e-mail address of an account (docs/decisions/0012-changing-email-or-sign-in-phone.md): the
// new address proves itself through a link before it signs anyone in, and the old one can
// undo the change for a week.

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

export const EMAIL_CHANGE_LIFETIME_MS = {
  /** The link sent to the new address. */
  confirmLink: 24 * HOUR_MS,
  /** The link sent to the old address once the new one is confirmed (or the address removed). */
  undoLink: 7 * 24 * HOUR_MS,
  /** An account without a password proves it is its owner by a sign-in this recent. */
  recentSignIn: 10 * MINUTE_MS,
} as const;

/** Our tokens are short random strings; anything longer is not one of ours. */
const MAX_LINK_TOKEN_LENGTH = 512;

/** Body of POST /auth/confirm-email and POST /auth/undo-email-change: the token from the link. */
export const emailLinkRequest = z.object({ token: textInput() }).superRefine(({ token }, ctx) => {
  if (token === '' || token.length > MAX_LINK_TOKEN_LENGTH) {
    ctx.addIssue({ code: 'custom', message: 'EMAIL_LINK_INVALID', path: ['token'] });
  }
});
