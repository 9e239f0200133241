import { z } from 'zod';
import { MAX_LENGTH } from './constants';
import { isEmail } from './identifier';
import { languageInput } from './language-schemas';
import { firstProblem, lengthProblem, type Problem, reportProblem, requiredProblem, textInput } from './validation';

const invalidEmail = (email: string): Problem | null =>
  isEmail(email) ? null : { field: 'email', code: 'CONTACT_EMAIL_INVALID' };

/**
 * Body of POST /api/contact-us; the contact form sends exactly these fields, and `language`,
 * the page's, so that support answers in it.
 */
export const contactRequest = z
  .object({ name: textInput(), email: textInput(), message: textInput(), language: languageInput.optional() })
  .superRefine(({ name, email, message }, ctx) =>
    reportProblem(
      ctx,
      firstProblem(
        () => requiredProblem('CONTACT_FIELDS_REQUIRED', { name, email, message }),
        () => invalidEmail(email),
        () => lengthProblem('name', 'CONTACT_NAME_TOO_LONG', name, MAX_LENGTH.name),
        () => lengthProblem('email', 'CONTACT_EMAIL_TOO_LONG', email, MAX_LENGTH.email),
        () => lengthProblem('message', 'CONTACT_MESSAGE_TOO_LONG', message, MAX_LENGTH.contactMessage),
      ),
    ),
  );
export type ContactRequest = z.infer<typeof contactRequest>;

/**
 * The contact form sends exactly its fields.
 * @alias of contactRequest, the name the server uses
 */
export const contactForm = contactRequest;

/** GET /api/support-contact: how people reach support, as the server is configured. */
export const supportContactResponse = z.object({
  email: z.string(),
  /** As shown, with spaces ('+254 20 386 3400'). */
  phone: z.string(),
});
export type SupportContact = z.infer<typeof supportContactResponse>;

/** The footer's newsletter box. The spec: it makes no call, so there is no request schema. */
export const newsletterForm = z.object({ email: textInput() }).superRefine(({ email }, ctx) =>
  reportProblem(
    ctx,
    firstProblem(
      () => (email === '' ? { field: 'email', code: 'NEWSLETTER_EMAIL_REQUIRED' } : null),
      () => invalidEmail(email),
      () => lengthProblem('email', 'CONTACT_EMAIL_TOO_LONG', email, MAX_LENGTH.email),
    ),
  ),
);
