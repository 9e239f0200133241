import { describe, expect, it } from 'vitest';
import {
  NEW_PASSWORD_MESSAGES,
  RESET_PASSWORD_MESSAGES,
  WEAK_PASSWORD_MESSAGE,
  isStrongPassword,
  newPasswordRuleError,
  newPasswordSchema,
  passwordStrength,
  resetPasswordRuleError,
  resetPasswordSchema,
} from './password';

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'Weak', 20],
    ['abc', 0, 'Weak', 20],
    ['abcdef', 1, 'Weak', 20],
    ['abcdefghi', 2, 'Fair', 40],
    ['Abcdefghi', 3, 'Good', 60],
    ['Abcdefgh1', 4, 'Strong', 80],
    ['Abcdefg1!', 5, 'Very Strong', 100],
  ] as const)('scores %j as %i, %s (%i)', (password, score, label, percent) => {
    expect(passwordStrength(password)).toEqual({ score, label, percent });
  });

  it('counts length strictly over 5 and over 8', () => {
    expect(passwordStrength('abcde').score).toBe(0);
    expect(passwordStrength('abcdef').score).toBe(1);
    expect(passwordStrength('abcdefgh').score).toBe(1);
    expect(passwordStrength('abcdefghi').score).toBe(2);
  });

  it('gives a point each for an uppercase letter, a digit and a symbol', () => {
    expect(passwordStrength('A').score).toBe(1);
    expect(passwordStrength('1').score).toBe(1);
    expect(passwordStrength('!').score).toBe(1);
    expect(passwordStrength(' ').score).toBe(1);
  });
});

describe('isStrongPassword', () => {
  it('needs at least Good (60)', () => {
    expect(isStrongPassword('Abc123')).toBe(true);
    expect(isStrongPassword('abcdefghi')).toBe(false);
  });

  it('has SPEC’s weak-password message', () => {
    expect(WEAK_PASSWORD_MESSAGE).toBe(
      'Password is too weak. Use at least 8 characters with uppercase, numbers, and special characters.',
    );
  });
});

describe('resetPasswordRuleError', () => {
  it('reports the first broken rule, in SPEC’s order', () => {
    expect(resetPasswordRuleError('abc')).toBe('Password must be at least 8 characters');
    expect(resetPasswordRuleError('abcdefgh')).toBe('Password must contain at least one uppercase letter');
    expect(resetPasswordRuleError('Abcdefgh')).toBe('Password must contain at least one number');
    expect(resetPasswordRuleError('Abcdefg1')).toBe('Password must contain at least one special character');
    expect(resetPasswordRuleError('Abcdef1!')).toBeNull();
  });

  it('schema reports exactly that one message', () => {
    const result = resetPasswordSchema.safeParse('abc');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([RESET_PASSWORD_MESSAGES.tooShort]);
    expect(resetPasswordSchema.safeParse('Abcdef1!').success).toBe(true);
  });
});

describe('newPasswordRuleError', () => {
  it('reports the LAST broken rule, as SPEC’s overwriting checks do', () => {
    // Short, no uppercase, no digit: the number rule is checked last.
    expect(newPasswordRuleError('abc')).toBe('New password must contain at least one number');
    // Only the length rule broken.
    expect(newPasswordRuleError('Abc1')).toBe('New password must be at least 8 characters');
    // Short and no lowercase: lowercase is checked after length.
    expect(newPasswordRuleError('ABC1')).toBe('New password must contain at least one lowercase letter');
    expect(newPasswordRuleError('abcdefg1')).toBe('New password must contain at least one uppercase letter');
    expect(newPasswordRuleError('Abcdefgh')).toBe('New password must contain at least one number');
  });

  it('needs no special character', () => {
    expect(newPasswordRuleError('Abcdefg1')).toBeNull();
  });

  it('schema reports exactly that one message', () => {
    const result = newPasswordSchema.safeParse('abc');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([NEW_PASSWORD_MESSAGES.noNumber]);
    expect(newPasswordSchema.safeParse('Abcdefg1').success).toBe(true);
  });
});
