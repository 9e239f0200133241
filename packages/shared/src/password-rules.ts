// The password rules without zod: the sign-up page's strength meter reads them before any
// schema has downloaded (docs/decisions/0057-code-after-the-content.md). Their schemas: password.ts.
import { PASSWORD_MIN_LENGTH, PASSWORD_STRENGTH_THRESHOLD } from './constants';
import type { AccountErrorCode } from './error-codes';

/** The meter's steps, weakest first; the web has the words for each (Weak ... Very Strong). */
export type PasswordStrengthLevel = 'weak' | 'fair' | 'good' | 'strong' | 'very-strong';

export interface PasswordStrength {
  /** Points earned, 0 to 5. */
  score: number;
  level: PasswordStrengthLevel;
  /** The meter's fill and the value compared with the threshold: 20, 40, 60, 80 or 100. */
  percent: number;
}

const HAS_UPPERCASE = /[A-Z]/;
const HAS_LOWERCASE = /[a-z]/;
const HAS_DIGIT = /[0-9]/;
const HAS_SPECIAL = /[^A-Za-z0-9]/;

// Index = score. 0 and 1 point share the lowest step (docs/product.md §5).
const STRENGTH_STEPS: ReadonlyArray<{ level: PasswordStrengthLevel; percent: number }> = [
  { level: 'weak', percent: 20 },
  { level: 'weak', percent: 20 },
  { level: 'fair', percent: 40 },
  { level: 'good', percent: 60 },
  { level: 'strong', percent: 80 },
  { level: 'very-strong', percent: 100 },
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

/**
 * Reset-password rules in the spec's order; the first one broken is reported, as a form that
 * stops at the first failed check does.
 */
export function resetPasswordRuleError(password: string): AccountErrorCode | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'PASSWORD_TOO_SHORT';
  if (!HAS_UPPERCASE.test(password)) return 'PASSWORD_NEEDS_UPPERCASE';
  if (!HAS_DIGIT.test(password)) return 'PASSWORD_NEEDS_NUMBER';
  if (!HAS_SPECIAL.test(password)) return 'PASSWORD_NEEDS_SPECIAL';
  return null;
}

/**
 * Change-password rules for the new password. The spec: the checks overwrite one another, so
 * the LAST broken rule is the one shown; that quirk is kept so both sides agree.
 */
export function newPasswordRuleError(password: string): AccountErrorCode | null {
  let code: AccountErrorCode | null = null;
  if (password.length < PASSWORD_MIN_LENGTH) code = 'NEW_PASSWORD_TOO_SHORT';
  if (!HAS_UPPERCASE.test(password)) code = 'NEW_PASSWORD_NEEDS_UPPERCASE';
  if (!HAS_LOWERCASE.test(password)) code = 'NEW_PASSWORD_NEEDS_LOWERCASE';
  if (!HAS_DIGIT.test(password)) code = 'NEW_PASSWORD_NEEDS_NUMBER';
  return code;
}
