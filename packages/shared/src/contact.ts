import { z } from 'zod';
import { MAX_LENGTH } from './constants';
import { isEmail } from './identifier';
import { firstProblem, lengthProblem, reportProblem, requiredProblem, textInput } from './validation';

export const CONTACT_MESSAGES = {
  allFieldsRequired: 'Please fill all fields',
  invalidEmail: 'Please enter a valid email address',
  emailRequired: 'Please enter an email address',
  newsletterSubscribed: 'Subscribed successfully!',
} as const;

const invalidEmail = (email: string) =>
  isEmail(email) ? null : { field: 'email', message: CONTACT_MESSAGES.invalidEmail };

/** Body of POST /api/contact-us; the contact form sends exactly these fields. */
export const contactRequest = z
  .object({ name: textInput(), email: textInput(), message: textInput() })
  .superRefine(({ name, email, message }, ctx) =>
    reportProblem(
      ctx,
      firstProblem(
        () => requiredProblem(CONTACT_MESSAGES.allFieldsRequired, { name, email, message }),
        () => invalidEmail(email),
        () => lengthProblem('name', 'Name', name, MAX_LENGTH.name),
        () => lengthProblem('email', 'Email', email, MAX_LENGTH.email),
        () => lengthProblem('message', 'Message', message, MAX_LENGTH.contactMessage),
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

/** The footer's newsletter box. SPEC: it makes no call, so there is no request schema. */
export const newsletterForm = z.object({ email: textInput() }).superRefine(({ email }, ctx) =>
  reportProblem(
    ctx,
    firstProblem(
      () => (email === '' ? { field: 'email', message: CONTACT_MESSAGES.emailRequired } : null),
      () => invalidEmail(email),
      () => lengthProblem('email', 'Email', email, MAX_LENGTH.email),
    ),
  ),
);
