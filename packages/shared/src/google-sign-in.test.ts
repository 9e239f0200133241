import { describe, expect, it } from 'vitest';
import { isGoogleSignInErrorCode } from './google-sign-in';

describe('isGoogleSignInErrorCode', () => {
  it('knows the reasons a Google sign-in ends without a session', () => {
    expect(isGoogleSignInErrorCode('GOOGLE_SIGN_IN_CANCELLED')).toBe(true);
    expect(isGoogleSignInErrorCode('GOOGLE_SIGN_IN_OTHER_BROWSER')).toBe(true);
  });

  it('refuses any other code or text, so a made-up callback link shows only the general words', () => {
    for (const value of ['WRONG_PASSWORD', 'INVALID_TOKEN', 'Google sign-in was cancelled', 'google_sign_in_cancelled', '', null, undefined]) {
      expect(isGoogleSignInErrorCode(value)).toBe(false);
    }
  });
});
