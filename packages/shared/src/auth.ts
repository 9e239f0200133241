import { z } from 'zod';
import { MAX_LENGTH } from './constants';
import { identifierKind, isEmail, isIdentifier, isPhone } from './identifier';
import { languageInput } from './language-schemas';
import { isStrongPassword } from './password';
import { LEGAL_DOCUMENTS } from './legal';
import {
  type Problem,
  exactTextInput,
  firstProblem,
  lengthProblem,
  optionalTextInput,
  reportProblem,
  requiredProblem,
  textInput,
} from './validation';

// Sign-in, sign-up and forgot-password (docs/product.md §5); resetting and changing a password and
// deleting the account are in account.ts. Each schema reports the single code of the message
// the spec's form shows, in the form's order; the server parses with the same schema.

const identifierTooLong = (identifier: string) =>
  lengthProblem('identifier', 'IDENTIFIER_TOO_LONG', identifier, MAX_LENGTH.email);
const passwordTooLong = (password: string) => lengthProblem('password', 'PASSWORD_TOO_LONG', password, MAX_LENGTH.password);
const nameTooLong = (name: string) => lengthProblem('name', 'NAME_TOO_LONG', name, MAX_LENGTH.name);
const invalidIdentifier = (field: string, valid: boolean): Problem | null => (valid ? null : { field, code: 'INVALID_IDENTIFIER' });
const weakPassword = (password: string): Problem | null =>
  isStrongPassword(password) ? null : { field: 'password', code: 'WEAK_PASSWORD' };

// ---- Login ----

export const loginRequest = z
  .object({
    identifier: textInput(),
    password: exactTextInput(),
    rememberMe: z.boolean({ error: 'INVALID_REQUEST' }).default(false),
  })
  .superRefine(({ identifier, password }, ctx) =>
    reportProblem(
      ctx,
      firstProblem(
        () => requiredProblem('LOGIN_FIELDS_REQUIRED', { identifier, password }),
        () => invalidIdentifier('identifier', isIdentifier(identifier)),
        () => identifierTooLong(identifier),
        () => passwordTooLong(password),
      ),
    ),
  );
export type LoginRequest = z.infer<typeof loginRequest>;

/**
 * The login form sends exactly its fields, so form and request are one schema.
 * @alias of loginRequest, the name the server uses
 */
export const loginForm = loginRequest;

// ---- Signup ----

export const signupForm = z
  .object({
    name: textInput(),
    identifier: textInput(),
    password: exactTextInput(),
    confirmPassword: exactTextInput(),
    /** News and offers by e-mail: ticked only by choice. */
    news: z.boolean({ error: 'INVALID_REQUEST' }),
    /** 18 or over, and the Terms of Service and Privacy Policy accepted: one box, required. */
    adult: z.boolean({ error: 'INVALID_REQUEST' }),
  })
  .superRefine(({ name, identifier, password, confirmPassword, adult }, ctx) =>
    reportProblem(
      ctx,
      firstProblem(
        () => requiredProblem('SIGNUP_FIELDS_REQUIRED', { name, identifier, password }),
        () => invalidIdentifier('identifier', isIdentifier(identifier)),
        () => (password === confirmPassword ? null : { field: 'confirmPassword', code: 'PASSWORDS_DO_NOT_MATCH' }),
        () => weakPassword(password),
        () => nameTooLong(name),
        () => identifierTooLong(identifier),
        () => passwordTooLong(password),
        // Last, as the box comes last: the fields above are put right first, top to bottom.
        () => (adult ? null : { field: 'adult', code: 'ADULT_REQUIRED' }),
      ),
    ),
  );
export type SignupForm = z.infer<typeof signupForm>;

/**
 * The spec's payload: `email` or `phone` carries the identifier, the other is null. `language`, the
 * one the screen showed, becomes the account's (English when absent).
 */
export const signupRequest = z
  .object({
    name: textInput(),
    password: exactTextInput(),
    email: optionalTextInput(),
    phone: optionalTextInput(),
    language: languageInput.optional(),
    /** The terms' version the person accepted (LEGAL_DOCUMENTS), and that they are 18 or over; a client may leave both out. */
    acceptedTerms: optionalTextInput(),
    adult: z.boolean({ error: 'ADULT_REQUIRED' }).optional(),
    /** News and offers by e-mail: a separate, optional opt-in (off when absent). */
    news: z.boolean().optional(),
  })
  .superRefine(({ name, password, email, phone, acceptedTerms, adult }, ctx) =>
    reportProblem(
      ctx,
      firstProblem(
        () => requiredProblem('SIGNUP_FIELDS_REQUIRED', { name, password }),
        () => (adult === false ? { field: 'adult', code: 'ADULT_REQUIRED' } : null),
        () => (acceptedTerms !== null && acceptedTerms !== LEGAL_DOCUMENTS.terms.version ? { field: 'acceptedTerms', code: 'TERMS_VERSION_UNKNOWN' } : null),
        () => (email === null && phone === null ? { field: 'email', code: 'SIGNUP_FIELDS_REQUIRED' } : null),
        () => (email !== null && phone !== null ? { field: 'phone', code: 'EMAIL_OR_PHONE_NOT_BOTH' } : null),
        () => invalidIdentifier('email', email === null || isEmail(email)),
        () => invalidIdentifier('phone', phone === null || isPhone(phone)),
        () => weakPassword(password),
        () => nameTooLong(name),
        () => lengthProblem('email', 'EMAIL_TOO_LONG', email ?? '', MAX_LENGTH.email),
        () => lengthProblem('phone', 'PHONE_TOO_LONG', phone ?? '', MAX_LENGTH.phone),
        () => passwordTooLong(password),
      ),
    ),
  );
export type SignupRequest = z.infer<typeof signupRequest>;

/**
 * The request a valid signup form sends (the spec: e-mail when the identifier has an at sign). The
 * ticked box accepts the terms' current version, the one the links on the form open.
 */
export function toSignupRequest({ name, identifier, password, adult, news }: SignupForm): SignupRequest {
  const isEmailIdentifier = identifierKind(identifier) === 'email';
  return {
    name,
    password,
    email: isEmailIdentifier ? identifier : null,
    phone: isEmailIdentifier ? null : identifier,
    acceptedTerms: LEGAL_DOCUMENTS.terms.version,
    adult,
    news,
  };
}

// ---- Forgot password ----

export const forgotPasswordRequest = z
  .object({
    identifier: textInput(),
    /**
     * For clients on other origins: the page the mailed link opens, `?token=` added. Used only
     * on an origin the server allows (its ALLOWED_ORIGINS); otherwise the web app's /reset-password.
     */
    redirect: z.string({ error: 'INVALID_REQUEST' }).optional(),
  })
  .superRefine(({ identifier }, ctx) =>
    reportProblem(
      ctx,
      firstProblem(
        () => requiredProblem('IDENTIFIER_REQUIRED', { identifier }),
        () => invalidIdentifier('identifier', isIdentifier(identifier)),
        () => identifierTooLong(identifier),
      ),
    ),
  );
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;

/**
 * The forgot-password form sends exactly its field.
 * @alias of forgotPasswordRequest, the name the server uses
 */
export const forgotPasswordForm = forgotPasswordRequest;
