import { z } from 'zod';
import { MAX_LENGTH } from './constants';
import { INVALID_IDENTIFIER_MESSAGE, identifierKind, isEmail, isIdentifier, isPhone } from './identifier';
import { WEAK_PASSWORD_MESSAGE, isStrongPassword } from './password';
import {
  exactTextInput,
  firstProblem,
  lengthProblem,
  optionalTextInput,
  reportProblem,
  requiredProblem,
  textInput,
} from './validation';

// Sign-in, sign-up and forgot-password (docs/product.md §5); resetting and changing a password and
// deleting the account are in account.ts. Each schema reports the single message
// the SPEC form shows, in the form's order; the server parses with the same schema.

const AUTH_MESSAGES = {
  loginRequired: 'Email or phone and password are required',
  signupRequired: 'All fields are required',
  passwordsDoNotMatch: 'Passwords do not match',
  identifierRequired: 'Email or phone number is required',
  /** Not in SPEC: the signup payload names one identifier, never both. */
  emailAndPhone: 'Please sign up with either an email or a phone number, not both',
} as const;

const identifierTooLong = (identifier: string) =>
  lengthProblem('identifier', 'Email or phone', identifier, MAX_LENGTH.email);
const passwordTooLong = (field: string, password: string) =>
  lengthProblem(field, 'Password', password, MAX_LENGTH.password);
const nameTooLong = (name: string) => lengthProblem('name', 'Name', name, MAX_LENGTH.name);

// ---- Login ----

export const loginRequest = z
  .object({
    identifier: textInput(),
    password: exactTextInput(),
    rememberMe: z.boolean().default(false),
  })
  .superRefine(({ identifier, password }, ctx) =>
    reportProblem(
      ctx,
      firstProblem(
        () => requiredProblem(AUTH_MESSAGES.loginRequired, { identifier, password }),
        () => (isIdentifier(identifier) ? null : { field: 'identifier', message: INVALID_IDENTIFIER_MESSAGE }),
        () => identifierTooLong(identifier),
        () => passwordTooLong('password', password),
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
  })
  .superRefine(({ name, identifier, password, confirmPassword }, ctx) =>
    reportProblem(
      ctx,
      firstProblem(
        () => requiredProblem(AUTH_MESSAGES.signupRequired, { name, identifier, password }),
        () => (isIdentifier(identifier) ? null : { field: 'identifier', message: INVALID_IDENTIFIER_MESSAGE }),
        () =>
          password === confirmPassword
            ? null
            : { field: 'confirmPassword', message: AUTH_MESSAGES.passwordsDoNotMatch },
        () => (isStrongPassword(password) ? null : { field: 'password', message: WEAK_PASSWORD_MESSAGE }),
        () => nameTooLong(name),
        () => identifierTooLong(identifier),
        () => passwordTooLong('password', password),
      ),
    ),
  );
export type SignupForm = z.infer<typeof signupForm>;

/** SPEC's payload: `email` or `phone` carries the identifier, the other is null. */
export const signupRequest = z
  .object({
    name: textInput(),
    password: exactTextInput(),
    email: optionalTextInput(),
    phone: optionalTextInput(),
  })
  .superRefine(({ name, password, email, phone }, ctx) =>
    reportProblem(
      ctx,
      firstProblem(
        () => requiredProblem(AUTH_MESSAGES.signupRequired, { name, password }),
        () =>
          email === null && phone === null ? { field: 'email', message: AUTH_MESSAGES.signupRequired } : null,
        () => (email !== null && phone !== null ? { field: 'phone', message: AUTH_MESSAGES.emailAndPhone } : null),
        () => (email === null || isEmail(email) ? null : { field: 'email', message: INVALID_IDENTIFIER_MESSAGE }),
        () => (phone === null || isPhone(phone) ? null : { field: 'phone', message: INVALID_IDENTIFIER_MESSAGE }),
        () => (isStrongPassword(password) ? null : { field: 'password', message: WEAK_PASSWORD_MESSAGE }),
        () => nameTooLong(name),
        () => lengthProblem('email', 'Email', email ?? '', MAX_LENGTH.email),
        () => lengthProblem('phone', 'Phone number', phone ?? '', MAX_LENGTH.phone),
        () => passwordTooLong('password', password),
      ),
    ),
  );
export type SignupRequest = z.infer<typeof signupRequest>;

/** The request a valid signup form sends (SPEC: e-mail when the identifier has an at sign). */
export function toSignupRequest({ name, identifier, password }: SignupForm): SignupRequest {
  const isEmailIdentifier = identifierKind(identifier) === 'email';
  return {
    name,
    password,
    email: isEmailIdentifier ? identifier : null,
    phone: isEmailIdentifier ? null : identifier,
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
    redirect: z.string().optional(),
  })
  .superRefine(({ identifier }, ctx) =>
    reportProblem(
      ctx,
      firstProblem(
        () => requiredProblem(AUTH_MESSAGES.identifierRequired, { identifier }),
        () => (isIdentifier(identifier) ? null : { field: 'identifier', message: INVALID_IDENTIFIER_MESSAGE }),
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
