import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, PASSWORD_STRENGTH_THRESHOLD } from './constants';

export const WEAK_PASSWORD_MESSAGE =
  'Password is too weak. Use at least 8 characters with uppercase, numbers, and special characters.';

export type PasswordStrengthLabel = 'Weak' | 'Fair' | 'Good' | 'Strong' | 'Very Strong';

export interface PasswordStrength {
  /** Points earned, 0 to 5. */
  score: number;
  label: PasswordStrengthLabel;
  /** The meter's fill and the value compared with the threshold: 20, 40, 60, 80 or 100. */
  percent: number;
}

const HAS_UPPERCASE = /[A-Z]/;
const HAS_LOWERCASE = /[a-z]/;
const HAS_DIGIT = /[0-9]/;
const HAS_SPECIAL = /[^A-Za-z0-9]/;

// Index = score. 0 and 1 point share the lowest step (docs/product.md §5).
const STRENGTH_STEPS: ReadonlyArray<{ label: PasswordStrengthLabel; percent: number }> = [
  { label: 'Weak', percent: 20 },
  { label: 'Weak', percent: 20 },
  { label: 'Fair', percent: 40 },
  { label: 'Good', percent: 60 },
  { label: 'Strong', percent: 80 },
  { label: 'Very Strong', percent: 100 },
];

/** docs/product.md §5: one point each for length over 5, length over 8, an uppercase letter, a digit, a symbol. */
export function passwordStrength(password: string): PasswordStrength {
  const points = [
    password.length > 5,
    password.length > 8,
    HAS_UPPERCASE.test(password),
    HAS_DIGIT.test(password),
    HAS_SPECIAL.test(password),
  ];
  const score = points.filter(Boolean).length;
  const step = STRENGTH_STEPS[score] ?? STRENGTH_STEPS[0]!;
  return { score, ...step };
}

/** Signup's rule: the meter must reach Good (60). */
export function isStrongPassword(password: string): boolean {
  return passwordStrength(password).percent >= PASSWORD_STRENGTH_THRESHOLD;
}

export const RESET_PASSWORD_MESSAGES = {
  tooShort: 'Password must be at least 8 characters',
  noUppercase: 'Password must contain at least one uppercase letter',
  noNumber: 'Password must contain at least one number',
  noSpecial: 'Password must contain at least one special character',
} as const;

/**
 * Reset-password rules in SPEC's order; the first one broken is reported, as a form that
 * stops at the first failed check does.
 */
export function resetPasswordRuleError(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return RESET_PASSWORD_MESSAGES.tooShort;
  if (!HAS_UPPERCASE.test(password)) return RESET_PASSWORD_MESSAGES.noUppercase;
  if (!HAS_DIGIT.test(password)) return RESET_PASSWORD_MESSAGES.noNumber;
  if (!HAS_SPECIAL.test(password)) return RESET_PASSWORD_MESSAGES.noSpecial;
  return null;
}

// SPEC gives the first message verbatim and asks for "a matching message" for the others;
// they follow its wording.
export const NEW_PASSWORD_MESSAGES = {
  tooShort: 'New password must be at least 8 characters',
  noUppercase: 'New password must contain at least one uppercase letter',
  noLowercase: 'New password must contain at least one lowercase letter',
  noNumber: 'New password must contain at least one number',
} as const;

/**
 * Change-password rules for the new password. SPEC: the checks overwrite one another, so
 * the LAST broken rule is the one shown; that quirk is kept so both sides agree.
 */
export function newPasswordRuleError(password: string): string | null {
  let message: string | null = null;
  if (password.length < PASSWORD_MIN_LENGTH) message = NEW_PASSWORD_MESSAGES.tooShort;
  if (!HAS_UPPERCASE.test(password)) message = NEW_PASSWORD_MESSAGES.noUppercase;
  if (!HAS_LOWERCASE.test(password)) message = NEW_PASSWORD_MESSAGES.noLowercase;
  if (!HAS_DIGIT.test(password)) message = NEW_PASSWORD_MESSAGES.noNumber;
  return message;
}

function ruleSchema(ruleError: (password: string) => string | null) {
  return z.string().superRefine((password, ctx) => {
    const message = ruleError(password);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

/** A password that passes the reset rules; reports the single message the form shows. */
export const resetPasswordSchema = ruleSchema(resetPasswordRuleError);

/** A new password that passes the change-password rules; reports the one message shown. */
export const newPasswordSchema = ruleSchema(newPasswordRuleError);
