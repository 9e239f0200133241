import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  SERVER_TEXTS,
  changePasswordErrorText,
  forgotPasswordErrorText,
  loginErrorText,
  preferServerText,
  resetPasswordErrorText,
  signupErrorText,
} from './texts';
import { ERROR_FALLBACK_TEXT, orderUpdateFailedText } from './outcome-texts';

describe('server texts', () => {
  it('are the exact words of docs/product.md §8', () => {
    expect(SERVER_TEXTS).toEqual({
      loginUserNotFound: 'User not found!',
      wrongPassword: 'Wrong password!',
      socialLoginAccount: 'This account uses social login',
      tooManyLoginAttempts: 'Too many login attempts, please try again later',
      tooManyRequests: 'Too many requests, please try again later',
      userNotFound: 'User not found',
      resetRequiresEmail: 'Password reset requires email verification',
      invalidToken: 'Invalid token',
      resetLinkExpired: 'Reset link expired',
      orderPlaced: 'Order placed successfully',
      serverError: 'Server error, please try again later',
      sellerNotFound: 'Seller not found',
      deletedUser: 'Deleted user',
    });
    expect(ERROR_CODES).toEqual({
      invalidCurrentPassword: 'INVALID_CURRENT_PASSWORD',
      invalidPassword: 'INVALID_PASSWORD',
      signInAgain: 'SIGN_IN_AGAIN',
    });
  });
});

describe('loginErrorText', () => {
  it('maps the server’s texts to SPEC’s', () => {
    expect(loginErrorText('User not found!')).toBe('Email or phone not registered, please sign up');
    expect(loginErrorText('Wrong password!')).toBe('Incorrect password, please try again');
    expect(loginErrorText('This account uses social login')).toBe(
      'This account uses Google login, please use Google to sign in',
    );
    expect(loginErrorText(SERVER_TEXTS.tooManyLoginAttempts)).toBe(
      'Too many login attempts. Please try again in a few minutes.',
    );
    expect(loginErrorText(SERVER_TEXTS.tooManyRequests)).toBe('Too many login attempts. Please try again in a few minutes.');
  });

  it('passes other texts through and falls back when there is none', () => {
    expect(loginErrorText('Account locked')).toBe('Account locked');
    expect(loginErrorText(undefined)).toBe('Login failed');
    expect(loginErrorText('')).toBe('Login failed');
    // "User not found" without "!" is the forgot-password text, not login's.
    expect(loginErrorText('User not found')).toBe('User not found');
  });
});

describe('signupErrorText', () => {
  it('shows the server text or SPEC’s fallback', () => {
    expect(signupErrorText('Email already registered')).toBe('Email already registered');
    expect(signupErrorText(null)).toBe('Registration failed');
  });
});

describe('forgotPasswordErrorText', () => {
  it('maps the server’s texts to SPEC’s', () => {
    expect(forgotPasswordErrorText('User not found')).toBe('No account found for this email or phone');
    expect(forgotPasswordErrorText('Password reset requires email verification')).toBe(
      'This account requires email verification for reset',
    );
    expect(forgotPasswordErrorText(SERVER_TEXTS.tooManyRequests)).toBe('Too many requests. Please try again later.');
    expect(forgotPasswordErrorText('Mail is down')).toBe('Mail is down');
    expect(forgotPasswordErrorText(undefined)).toBe('An unexpected error occurred');
  });
});

describe('resetPasswordErrorText', () => {
  it('maps the server’s texts to SPEC’s', () => {
    expect(resetPasswordErrorText('Invalid token')).toBe('Invalid or expired reset link');
    expect(resetPasswordErrorText('Reset link expired')).toBe('This reset link has expired. Please request a new one.');
    expect(resetPasswordErrorText('Password must contain at least one number')).toBe(
      'Password must contain at least one number',
    );
    expect(resetPasswordErrorText(undefined)).toBe('Failed to reset password. Please try again.');
  });
});

describe('changePasswordErrorText', () => {
  it('maps the codes, then falls back', () => {
    expect(changePasswordErrorText('INVALID_CURRENT_PASSWORD', 'Current password is wrong')).toBe(
      'Incorrect current password',
    );
    expect(changePasswordErrorText('INVALID_PASSWORD', 'New password must contain at least one number')).toBe(
      'New password must contain at least one number',
    );
    expect(changePasswordErrorText('INVALID_PASSWORD', undefined)).toBe('Failed to change password. Please try again.');
    expect(changePasswordErrorText(undefined, undefined)).toBe('Failed to change password. Please try again.');
  });
});

describe('order update failures', () => {
  it('name the status in lower case', () => {
    expect(orderUpdateFailedText('COMPLETED')).toBe('Failed to update order to completed');
    expect(orderUpdateFailedText('COMPLETED', 'Cannot complete an order that is cancelled')).toBe(
      'Cannot complete an order that is cancelled',
    );
  });
});

describe('fallbacks', () => {
  it('prefer the server’s text', () => {
    expect(preferServerText('Seller not found', 'Failed to book service.')).toBe('Seller not found');
    expect(preferServerText(undefined, 'Failed to book service.')).toBe('Failed to book service.');
  });

  it('has SPEC’s error screen text', () => {
    expect(ERROR_FALLBACK_TEXT).toBe('Something went wrong. Please try refreshing the page or contact support.');
  });
});
