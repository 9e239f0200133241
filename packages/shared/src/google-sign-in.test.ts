import { describe, expect, it } from 'vitest';
import { GOOGLE_SIGN_IN_ERRORS, googleSignInErrorText } from './google-sign-in';

describe('googleSignInErrorText', () => {
  it('shows the server’s own reason', () => {
    expect(googleSignInErrorText(GOOGLE_SIGN_IN_ERRORS.cancelled)).toBe('Google sign-in was cancelled');
    expect(googleSignInErrorText(GOOGLE_SIGN_IN_ERRORS.expired)).toBe('Google sign-in expired or was already used, please try again');
    expect(googleSignInErrorText(GOOGLE_SIGN_IN_ERRORS.otherBrowser)).toBe('This Google sign-in was not started in this browser, please try again');
  });

  it('never shows a text the server did not write, nor an empty one', () => {
    for (const text of ['Your account is locked, call 0700 000 000', 'google sign-in was cancelled', '', null, undefined]) {
      expect(googleSignInErrorText(text)).toBe('Google authentication failed. Please try again.');
    }
  });
});
