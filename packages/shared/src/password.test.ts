import { describe, expect, it } from 'vitest';
import {
  isStrongPassword,
  newPasswordRuleError,
  newPasswordSchema,
  passwordStrength,
  resetPasswordRuleError,
  resetPasswordSchema,
} from './password';

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'weak', 20],
    ['abc', 0, 'weak', 20],
    ['abcdef', 1, 'weak', 20],
    ['abcdefghi', 2, 'fair', 40],
    ['Abcdefghi', 3, 'good', 60],
    ['Abcdefgh1', 4, 'strong', 80],
    ['Abcdefg1!', 5, 'very-strong', 100],
  ] as const)('scores %j as %i, %s (%i)', (password, score, level, percent) => {
    expect(passwordStrength(password)).toEqual({ score, level, percent });
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
});

describe('resetPasswordRuleError', () => {
  it('reports the first broken rule, in the spec’s order', () => {
    expect(resetPasswordRuleError('abc')).toBe('PASSWORD_TOO_SHORT');
    expect(resetPasswordRuleError('abcdefgh')).toBe('PASSWORD_NEEDS_UPPERCASE');
    expect(resetPasswordRuleError('Abcdefgh')).toBe('PASSWORD_NEEDS_NUMBER');
    expect(resetPasswordRuleError('Abcdefg1')).toBe('PASSWORD_NEEDS_SPECIAL');
    expect(resetPasswordRuleError('Abcdef1!')).toBeNull();
  });

  it('schema reports exactly that one code', () => {
    const result = resetPasswordSchema.safeParse('abc');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['PASSWORD_TOO_SHORT']);
    expect(resetPasswordSchema.safeParse('Abcdef1!').success).toBe(true);
  });
});

describe('newPasswordRuleError', () => {
  it('reports the LAST broken rule, as the spec’s overwriting checks do', () => {
    // Short, no uppercase, no digit: the number rule is checked last.
    expect(newPasswordRuleError('abc')).toBe('NEW_PASSWORD_NEEDS_NUMBER');
    // Only the length rule broken.
    expect(newPasswordRuleError('Abc1')).toBe('NEW_PASSWORD_TOO_SHORT');
    // Short and no lowercase: lowercase is checked after length.
    expect(newPasswordRuleError('ABC1')).toBe('NEW_PASSWORD_NEEDS_LOWERCASE');
    expect(newPasswordRuleError('abcdefg1')).toBe('NEW_PASSWORD_NEEDS_UPPERCASE');
    expect(newPasswordRuleError('Abcdefgh')).toBe('NEW_PASSWORD_NEEDS_NUMBER');
  });

  it('needs no special character', () => {
    expect(newPasswordRuleError('Abcdefg1')).toBeNull();
  });

  it('schema reports exactly that one code', () => {
    const result = newPasswordSchema.safeParse('abc');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['NEW_PASSWORD_NEEDS_NUMBER']);
    expect(newPasswordSchema.safeParse('Abcdefg1').success).toBe(true);
  });
});
