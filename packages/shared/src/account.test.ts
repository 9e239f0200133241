import { describe, expect, it } from 'vitest';
import {
  changePasswordForm,
  changePasswordRequest,
  deleteAccountForm,
  deleteAccountRequest,
  deletionReasons,
  resetPasswordForm,
  resetPasswordRequest,
  toDeleteAccountRequest,
} from './account';
import { issuesOf } from './test-helpers';

describe('resetPasswordForm', () => {
  it('requires both fields, then the rules, then a match', () => {
    expect(issuesOf(resetPasswordForm, { password: '', confirmPassword: 'x' })).toEqual([
      'password: Both password fields are required',
    ]);
    expect(issuesOf(resetPasswordForm, { password: 'x', confirmPassword: '' })).toEqual([
      'confirmPassword: Both password fields are required',
    ]);
    expect(issuesOf(resetPasswordForm, { password: 'abc', confirmPassword: 'abd' })).toEqual([
      'password: Password must be at least 8 characters',
    ]);
    expect(issuesOf(resetPasswordForm, { password: 'abcdefgh', confirmPassword: 'x' })).toEqual([
      'password: Password must contain at least one uppercase letter',
    ]);
    expect(issuesOf(resetPasswordForm, { password: 'Abcdefgh', confirmPassword: 'x' })).toEqual([
      'password: Password must contain at least one number',
    ]);
    expect(issuesOf(resetPasswordForm, { password: 'Abcdefg1', confirmPassword: 'x' })).toEqual([
      'password: Password must contain at least one special character',
    ]);
    expect(issuesOf(resetPasswordForm, { password: 'Abcdef1!', confirmPassword: 'Abcdef1?' })).toEqual([
      'confirmPassword: Passwords do not match',
    ]);
    expect(issuesOf(resetPasswordForm, { password: 'Abcdef1!', confirmPassword: 'Abcdef1!' })).toEqual([]);
  });
});

describe('resetPasswordRequest', () => {
  it('needs a token and a password that passes the rules', () => {
    expect(issuesOf(resetPasswordRequest, { password: 'Abcdef1!' })).toEqual(['token: Invalid or missing reset token']);
    expect(issuesOf(resetPasswordRequest, { token: 't0k3n', password: 'Abcdefg1' })).toEqual([
      'password: Password must contain at least one special character',
    ]);
    expect(resetPasswordRequest.parse({ token: 't0k3n', password: 'Abcdef1!' })).toEqual({
      token: 't0k3n',
      password: 'Abcdef1!',
    });
  });
});

describe('changePasswordForm', () => {
  const valid = { currentPassword: 'old', newPassword: 'Abcdefg1', confirmPassword: 'Abcdefg1' };

  it('accepts a valid change', () => {
    expect(issuesOf(changePasswordForm, valid)).toEqual([]);
  });

  it('checks current, then new, then its rules (last broken wins), then the match', () => {
    expect(issuesOf(changePasswordForm, { ...valid, currentPassword: '', newPassword: '' })).toEqual([
      'currentPassword: Current password is required',
    ]);
    expect(issuesOf(changePasswordForm, { ...valid, newPassword: '' })).toEqual([
      'newPassword: New password is required',
    ]);
    expect(issuesOf(changePasswordForm, { ...valid, newPassword: 'abc' })).toEqual([
      'newPassword: New password must contain at least one number',
    ]);
    expect(issuesOf(changePasswordForm, { ...valid, newPassword: 'Abc1' })).toEqual([
      'newPassword: New password must be at least 8 characters',
    ]);
    expect(issuesOf(changePasswordForm, { ...valid, confirmPassword: 'Abcdefg2' })).toEqual([
      'confirmPassword: Passwords do not match',
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
      'newPassword: New password must contain at least one lowercase letter',
    ]);
  });
});

describe('deletionReasons', () => {
  it('lists SPEC’s values and labels in order', () => {
    expect(deletionReasons).toEqual([
      { value: 'not-using', label: 'Not using the service' },
      { value: 'privacy-concerns', label: 'Privacy concerns' },
      { value: 'better-alternative', label: 'Found a better alternative' },
      { value: 'too-expensive', label: 'Too expensive' },
      { value: 'other', label: 'Other' },
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
        "confirmText: Please type 'DELETE' to confirm",
      ]);
    }
  });

  it('then a known reason, then a specification for other', () => {
    expect(issuesOf(deleteAccountForm, { ...valid, reason: '' })).toEqual([
      'reason: Please select a reason for deletion',
    ]);
    expect(issuesOf(deleteAccountForm, { ...valid, reason: 'bored' })).toEqual([
      'reason: Please select a reason for deletion',
    ]);
    expect(issuesOf(deleteAccountForm, { ...valid, reason: 'other', otherReason: '  ' })).toEqual([
      'otherReason: Please specify a reason',
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

  it('reports the form’s messages', () => {
    expect(issuesOf(deleteAccountRequest, {})).toEqual(['reason: Please select a reason for deletion']);
    expect(issuesOf(deleteAccountRequest, { reason: 'other' })).toEqual(['otherReason: Please specify a reason']);
    expect(issuesOf(deleteAccountRequest, { reason: 'other', otherReason: 'x'.repeat(501) })).toEqual([
      'otherReason: Reason must be at most 500 characters',
    ]);
  });

  it('is what a valid form sends', () => {
    expect(toDeleteAccountRequest({ reason: 'privacy-concerns', otherReason: 'x', confirmText: 'DELETE' })).toEqual({
      reason: 'privacy-concerns',
    });
  });
});
