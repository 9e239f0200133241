import { describe, expect, it } from 'vitest';
import { makeAccessToken } from '../test/fixtures';
import { isAccessTokenUsable, noteFreshToken, tokenExpiresAt } from './tokens';

describe('access token expiry', () => {
  it('reads the exp claim from a base64url payload', () => {
    // '?>' encodes to '/' and '+' in plain base64, '_' and '-' in base64url.
    const payload = btoa(JSON.stringify({ exp: 2_000_000_000, note: '?>?>' })).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    expect(payload).toMatch(/[-_]/);
    expect(tokenExpiresAt(`header.${payload}.signature`)).toBe(2_000_000_000_000);
  });

  it('counts a token as used up 30 seconds before it expires', () => {
    expect(isAccessTokenUsable(makeAccessToken(15 * 60_000))).toBe(true);
    expect(isAccessTokenUsable(makeAccessToken(60_000))).toBe(true);
    expect(isAccessTokenUsable(makeAccessToken(20_000))).toBe(false);
    expect(isAccessTokenUsable(makeAccessToken(-60_000))).toBe(false);
  });

  it('leaves a token without a readable expiry to the server', () => {
    expect(tokenExpiresAt('not-a-jwt')).toBeNull();
    expect(isAccessTokenUsable('not-a-jwt')).toBe(true);
    expect(isAccessTokenUsable('a.%%%.c')).toBe(true);
  });

  it('judges expiry by the server’s clock when the phone’s clock is wrong', () => {
    const token = makeAccessToken(15 * 60_000);
    const phoneTwentyMinutesAhead = Date.now() + 20 * 60_000;
    expect(isAccessTokenUsable(token, phoneTwentyMinutesAhead)).toBe(false);

    noteFreshToken(token, phoneTwentyMinutesAhead); // issued "now" by the server
    expect(isAccessTokenUsable(token, phoneTwentyMinutesAhead)).toBe(true);

    noteFreshToken(token, Date.now()); // back to a correct clock for the other tests
  });
});
