import { describe, expect, it } from 'vitest';
import { clearedSignInCookie, isSameSignIn, readSignInCookie, signInCookie } from './sign-in-cookie';

const state = 'x'.repeat(43);

describe('the Google sign-in cookie', () => {
  it('is Secure only when Fundi is served over https', () => {
    expect(signInCookie(state, { lifetimeSeconds: 600, isSecure: true })).toBe(
      `google_sign_in=${state}; Max-Age=600; Path=/auth/google; HttpOnly; SameSite=Lax; Secure`,
    );
    expect(signInCookie(state, { lifetimeSeconds: 600, isSecure: false })).not.toContain('Secure');
    expect(clearedSignInCookie({ isSecure: true })).toBe('google_sign_in=; Max-Age=0; Path=/auth/google; HttpOnly; SameSite=Lax; Secure');
  });

  it('is read from among the other cookies a browser sends, and only under its own name', () => {
    expect(readSignInCookie(`a=1; google_sign_in=${state}; b=2`)).toBe(state);
    expect(readSignInCookie(`not_google_sign_in=${state}`)).toBeUndefined();
    expect(readSignInCookie('google_sign_in=')).toBeUndefined();
    expect(readSignInCookie(undefined)).toBeUndefined();
  });

  it('matches only the very state it was set with', () => {
    expect(isSameSignIn(state, state)).toBe(true);
    expect(isSameSignIn(`${state}y`, state)).toBe(false);
    expect(isSameSignIn('y'.repeat(43), state)).toBe(false);
    expect(isSameSignIn(undefined, state)).toBe(false);
  });
});
