import { describe, expect, it } from 'vitest';
import { googleSignInSteps, startOidcProvider } from '../../../../test/google-sign-in';
import { createTestContext } from '../../../../test/helpers';
import { bearer } from '../../../../test/auth-helpers';

// An account created by Google sign-in takes the language of the page the sign-in started from
// (docs/decisions/0047-two-languages.md); an existing account keeps its own.

const { claims, google } = await startOidcProvider();
const { app, db } = await createTestContext({ google });
const { signInWithGoogle } = googleSignInSteps(app, claims);

const languageOf = async (accessToken: string | null) => {
  const validated = await app.inject({ method: 'GET', url: '/auth/validate-token', headers: bearer(accessToken ?? '') });
  return (validated.json() as { language: string }).language;
};

describe('the language of a Google sign-in', () => {
  it('is the new account’s, any case', async () => {
    const callback = await signInWithGoogle({ sub: 'google-neema', email: 'neema@example.com', email_verified: true, name: 'Neema' }, { language: 'SW' });
    expect(await languageOf(callback.get('accessToken'))).toBe('sw');
  });

  it('leaves an existing account’s language as it is', async () => {
    const who = { sub: 'google-otieno', email: 'otieno@example.com', email_verified: true, name: 'Otieno' };
    await signInWithGoogle(who, { language: 'sw' });
    const again = await signInWithGoogle(who, { language: 'en' });
    expect(await languageOf(again.get('accessToken'))).toBe('sw');
  });

  it('is English when the page did not say, or named a language Fundi does not speak', async () => {
    const silent = await signInWithGoogle({ sub: 'google-kip', email: 'kip@example.com', email_verified: true, name: 'Kip' });
    expect(await languageOf(silent.get('accessToken'))).toBe('en');
    const french = await signInWithGoogle({ sub: 'google-zawadi', email: 'zawadi@example.com', email_verified: true, name: 'Zawadi' }, { language: 'fr' });
    expect(await languageOf(french.get('accessToken'))).toBe('en');
    expect(await db.selectFrom('users').select('language').where('email', '=', 'zawadi@example.com').executeTakeFirst()).toEqual({ language: 'en' });
  });
});
