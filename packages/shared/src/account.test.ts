import { describe, expect, it } from 'vitest';
import {
  changePasswordForm,
  changePasswordRequest,
  deleteAccountForm,
  deleteAccountRequest,
  deletionReasons,
  resetPasswordForm,
  resetCodeForm,
  resetPasswordRequest,
  toDeleteAccountRequest,
} from './account';
import { issuesOf } from './test-helpers';

describe('resetPasswordForm', () => {
  it('requires both fields, then the rules, then a match', () => {
    expect(issuesOf(resetPasswordForm, { password: '', confirmPassword: 'x' })).toEqual([
      'password: BOTH_PASSWORDS_REQUIRED',
    ]);
    expect(issuesOf(resetPasswordForm, { password: 'x', confirmPassword: '' })).toEqual([
      'confirmPassword: BOTH_PASSWORDS_REQUIRED',
    ]);
    expect(issuesOf(resetPasswordForm, { password: 'abc', confirmPassword: 'abd' })).toEqual([
      'password: PASSWORD_TOO_SHORT',
    ]);
    expect(issuesOf(resetPasswordForm, { password: 'abcdefgh', confirmPassword: 'x' })).toEqual([
      'password: PASSWORD_NEEDS_UPPERCASE',
    ]);
    expect(issuesOf(resetPasswordForm, { password: 'Abcdefgh', confirmPassword: 'x' })).toEqual([
      'password: PASSWORD_NEEDS_NUMBER',
    ]);
    expect(issuesOf(resetPasswordForm, { password: 'Abcdefg1', confirmPassword: 'x' })).toEqual([
      'password: PASSWORD_NEEDS_SPECIAL',
    ]);
    expect(issuesOf(resetPasswordForm, { password: 'Abcdef1!', confirmPassword: 'Abcdef1?' })).toEqual([
      'confirmPassword: PASSWORDS_DO_NOT_MATCH',
    ]);
    expect(issuesOf(resetPasswordForm, { password: 'Abcdef1!', confirmPassword: 'Abcdef1!' })).toEqual([]);
  });
});

describe('resetPasswordRequest', () => {
  it('needs a token and a password that passes the rules', () => {
    expect(issuesOf(resetPasswordRequest, { password: 'Abcdef1!' })).toEqual(['token: RESET_TOKEN_MISSING']);
    expect(issuesOf(resetPasswordRequest, { token: 't0k3n', password: 'Abcdefg1' })).toEqual([
      'password: PASSWORD_NEEDS_SPECIAL',
    ]);
    expect(resetPasswordRequest.parse({ token: 't0k3n', password: 'Abcdef1!' })).toEqual({
      token: 't0k3n',
      identifier: '',
      code: '',
      password: 'Abcdef1!',
    });
  });

  it('takes a phone and its 6-digit SMS code instead of a token', () => {
    expect(resetPasswordRequest.parse({ identifier: '0712 345 678', code: ' 123456 ', password: 'Abcdef1!' })).toEqual({
      token: '',
      identifier: '0712 345 678',
      code: '123456',
      password: 'Abcdef1!',
    });
    for (const code of ['', '12345', '1234567', '12ab56', '١٢٣٤٥٦']) {
      expect(issuesOf(resetPasswordRequest, { identifier: '0712345678', code, password: 'Abcdef1!' }), code).toEqual(['code: RESET_CODE_FORMAT']);
    }
  });
});

describe('resetCodeForm', () => {
  it('checks the code first, then the passwords as the link’s form does', () => {
    expect(issuesOf(resetCodeForm, { code: '12', password: 'Abcdef1!', confirmPassword: 'Abcdef1!' })).toEqual(['code: RESET_CODE_FORMAT']);
    expect(issuesOf(resetCodeForm, { code: '123456', password: '', confirmPassword: '' })).toEqual(['password: BOTH_PASSWORDS_REQUIRED']);
    expect(issuesOf(resetCodeForm, { code: '123456', password: 'Abcdef1!', confirmPassword: 'Abcdef1?' })).toEqual(['confirmPassword: PASSWORDS_DO_NOT_MATCH']);
    expect(issuesOf(resetCodeForm, { code: '123456', password: 'Abcdef1!', confirmPassword: 'Abcdef1!' })).toEqual([]);
  });
});

describe('changePasswordForm', () => {
  const valid = { currentPassword: 'old', newPassword: 'Abcdefg1', confirmPassword: 'Abcdefg1' };

  it('accepts a valid change', () => {
    expect(issuesOf(changePasswordForm, valid)).toEqual([]);
  });

  it('checks current, then new, then its rules (last broken wins), then the match', () => {
    expect(issuesOf(changePasswordForm, { ...valid, currentPassword: '', newPassword: '' })).toEqual([
      'currentPassword: CURRENT_PASSWORD_REQUIRED',
    ]);
    expect(issuesOf(changePasswordForm, { ...valid, newPassword: '' })).toEqual([
      'newPassword: NEW_PASSWORD_REQUIRED',
    ]);
    expect(issuesOf(changePasswordForm, { ...valid, newPassword: 'abc' })).toEqual([
      'newPassword: NEW_PASSWORD_NEEDS_NUMBER',
    ]);
    expect(issuesOf(changePasswordForm, { ...valid, newPassword: 'Abc1' })).toEqual([
      'newPassword: NEW_PASSWORD_TOO_SHORT',
    ]);
    expect(issuesOf(changePasswordForm, { ...valid, confirmPassword: 'Abcdefg2' })).toEqual([
      'confirmPassword: PASSWORDS_DO_NOT_MATCH',
    ]);
  });
});

describe('changePasswordRequest', () => {
  it('checks the same rules and drops the client-only confirmation', () => {
    expect(changePasswordRequest.parse({ currentPassword: 'old', newPassword: 'Abcdefg1', confirmPassword: 'x' })).toEqual({
      currentPassword: 'old',
      newPassword: 'Abcdefg1',
    });
    expect(issuesOf(changePasswordRequest, { currentPassword: 'old', newPassword: 'ABCDEFG1' })).toEqual([
      'newPassword: NEW_PASSWORD_NEEDS_LOWERCASE',
    ]);
  });
});

describe('deletionReasons', () => {
  it('lists the spec’s values in order', () => {
    expect(deletionReasons).toEqual([
      'not-using',
      'privacy-concerns',
      'better-alternative',
      'too-expensive',
      'other',
    ]);
  });
});

describe('deleteAccountForm', () => {
  const valid = { reason: 'too-expensive', otherReason: '', confirmText: 'DELETE' };

  it('accepts a chosen reason with the word typed exactly', () => {
    expect(issuesOf(deleteAccountForm, valid)).toEqual([]);
  });

  it('needs exactly DELETE first', () => {
    for (const confirmText of ['', 'delete', 'DELETE ', 'Delete']) {
      expect(issuesOf(deleteAccountForm, { ...valid, reason: '', confirmText })).toEqual([
        'confirmText: DELETION_NOT_CONFIRMED',
      ]);
    }
  });

  it('then a known reason, then a specification for other', () => {
    expect(issuesOf(deleteAccountForm, { ...valid, reason: '' })).toEqual([
      'reason: DELETION_REASON_REQUIRED',
    ]);
    expect(issuesOf(deleteAccountForm, { ...valid, reason: 'bored' })).toEqual([
      'reason: DELETION_REASON_REQUIRED',
    ]);
    expect(issuesOf(deleteAccountForm, { ...valid, reason: 'other', otherReason: '  ' })).toEqual([
      'otherReason: OTHER_REASON_REQUIRED',
    ]);
  });
});

describe('deleteAccountRequest', () => {
  it('carries otherReason only when the reason is other', () => {
    expect(deleteAccountRequest.parse({ reason: 'other', otherReason: ' Moving abroad ' })).toEqual({
      reason: 'other',
      otherReason: 'Moving abroad',
    });
    expect(deleteAccountRequest.parse({ reason: 'not-using', otherReason: 'ignored' })).toEqual({ reason: 'not-using' });
    expect(deleteAccountRequest.parse({ reason: 'not-using', otherReason: 'x'.repeat(501) })).toEqual({
      reason: 'not-using',
    });
  });

  it('reports the form’s codes', () => {
    expect(issuesOf(deleteAccountRequest, {})).toEqual(['reason: DELETION_REASON_REQUIRED']);
    expect(issuesOf(deleteAccountRequest, { reason: 'other' })).toEqual(['otherReason: OTHER_REASON_REQUIRED']);
    expect(issuesOf(deleteAccountRequest, { reason: 'other', otherReason: 'x'.repeat(501) })).toEqual([
      'otherReason: OTHER_REASON_TOO_LONG',
    ]);
  });

  it('is what a valid form sends', () => {
    expect(toDeleteAccountRequest({ reason: 'privacy-concerns', otherReason: 'x', confirmText: 'DELETE' })).toEqual({
      reason: 'privacy-concerns',
    });
  });
});
