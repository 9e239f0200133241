import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('hides reset tokens and OAuth codes but keeps harmless query values', () => {
    expect(redactUrl('/reset-password?token=abc123')).toBe('/reset-password?token=[redacted]');
    expect(redactUrl('/auth/google/return?state=s1&code=c2&scope=openid')).toBe(
      '/auth/google/return?state=[redacted]&code=[redacted]&scope=openid',
    );
    expect(redactUrl('/auth/google/callback?accessToken=a&refreshToken=r&name=Amina&client=k')).toBe(
      '/auth/google/callback?accessToken=[redacted]&refreshToken=[redacted]&name=Amina&client=[redacted]',
    );
    expect(redactUrl('/auth/google?rememberMe=true&client=k')).toBe('/auth/google?rememberMe=true&client=[redacted]');
  });

  it('leaves URLs without a query alone', () => {
    expect(redactUrl('/api/services')).toBe('/api/services');
  });
});
