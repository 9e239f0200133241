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

/** The answers of the confirm and undo links, shown as they are by the web pages. */
export const EMAIL_CHANGE_TEXTS = {
  confirmed: 'Your new email address is confirmed. Use it to log in from now on.',
  undone:
    'Your previous email address is back and every device has been signed out. Set a new password now: whoever made the change may know the old one.',
  invalidLink: 'This link is not valid. Please open the whole link from the email.',
  usedLink: 'This link has already been used.',
  replacedLink: 'This link is no longer valid: the email address was changed again after it was sent.',
  confirmLinkExpired: 'This link has expired. Change your email on your profile again to get a new one.',
  undoLinkExpired: 'This link has expired: a change can be undone for 7 days. Please contact support.',
  emailTaken: 'An account with this email already exists',
} as const;

/** Our tokens are short random strings; anything longer is not one of ours. */
const MAX_LINK_TOKEN_LENGTH = 512;

/** Body of POST /auth/confirm-email and POST /auth/undo-email-change: the token from the link. */
export const emailLinkRequest = z.object({ token: textInput() }).superRefine(({ token }, ctx) => {
  if (token === '' || token.length > MAX_LINK_TOKEN_LENGTH) {
    ctx.addIssue({ code: 'custom', message: EMAIL_CHANGE_TEXTS.invalidLink, path: ['token'] });
  }
});
