import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { findSecrets } from '../../../../scripts/log-secrets.mjs';
import { hashSecretToken, newSecretToken } from '../../src/lib/secret-tokens';
import { createAccessTokens } from '../../src/lib/access-tokens';
import { bearer, logIn, signUpBuyer, strongPassword } from '../auth-helpers';
import { createTestContext, testJwtSecret } from '../helpers';
import { resetTokenIn } from '../smtp-inbox';

const { app, logFile, outboxDir } = await createTestContext();
const jwt = await createAccessTokens(testJwtSecret).sign({ userId: '6f1c1f5e-0000-4000-8000-000000000001', role: 'buyer', sessionId: 'a6b2' });

describe('the log scanner (scripts/log-secrets.mjs)', () => {
  it.each([
    ['an access token', `{"level":30,"msg":"issued ${jwt}"}`, 'JWT (access token)'],
    ['a refresh or reset token', '{"level":30,"msg":"rotated Qm9vZ3VzLXRva2VuLWZvci10ZXN0cy0xMjM0NTY3ODk for the session"}', 'refresh or reset token'],
    ['a reset link', '{"level":30,"links":["http://localhost:3000/reset-password?token=abc123"]}', 'reset link'],
    ['an OAuth code in a URL', '{"req":{"url":"/auth/google/return?state=s1&code=c2"}}', 'secret in a query string'],
    ['a password field', '{"level":30,"body":{"identifier":"a@b.co","password":"hunter22"}}', 'secret field'],
    ['an authorization header', '{"req":{"headers":{"authorization":"Bearer abcdefgh12345678"}}}', 'authorization header value'],
    ['a cookie header', '{"req":{"headers":{"cookie":"session=abc"}}}', 'secret field'],
    ['the demo password', '{"level":50,"msg":"login failed for Fundi#2026"}', 'test password'],
    ['the test helpers’ password', `{"level":50,"msg":"${strongPassword}"}`, 'test password'],
    ['the browser tests’ password', '{"level":50,"msg":"Nairobi#2026x"}', 'test password'],
  ])('flags %s', (_name, line, pattern) => {
    expect(findSecrets(line)).toContain(pattern);
  });

  it('flags the tokens lib/secret-tokens.ts makes (all but about 1 in 1,400, see the pattern)', () => {
    const tokens = Array.from({ length: 200 }, () => newSecretToken());
    const flagged = tokens.filter((token) => findSecrets(`{"msg":"session ${token}"}`).includes('refresh or reset token'));
    expect(flagged.length).toBeGreaterThanOrEqual(198);
  });

  it.each([
    ['a request line', '{"level":30,"time":1,"reqId":"5f0c6a0e-8a52-4c38-9d7e-2b9a5f3c1d11","req":{"method":"POST","url":"/auth/login","remoteAddress":"127.0.0.1"},"msg":"incoming request"}'],
    ['redacted secrets', '{"req":{"url":"/reset-password?token=[redacted]&code=[redacted]","headers":{"authorization":"[redacted]","cookie":"[redacted]"}},"password":"[redacted]"}'],
    ['a redacted link in the outbox line', '{"links":["http://127.0.0.1:4790/reset-password?token=[redacted]"],"file":"/tmp/outbox/2026-11-22T06-18-28.233Z-018d4578.eml"}'],
    ['a token’s SHA-256 (64 hex digits)', `{"tokenHash":"${hashSecretToken('x')}"}`],
    ['a photo address and a category query', '{"url":"/uploads/0b6f1d2e-3c4a-4b5c-8d9e-0f1a2b3c4d5e.webp"} {"url":"/api/services?category=plumbing"}'],
    ['a long run of one letter (a fuzzer’s id)', `{"url":"/api/orders/${'a'.repeat(43)}"}`],
  ])('passes %s', (_name, line) => {
    expect(findSecrets(line)).toEqual([]);
  });
});

describe('this file’s own server log', () => {
  it('is written to test-results/server-logs and holds the requests, but none of their secrets', async () => {
    const { email } = await signUpBuyer(app);
    const session = await logIn(app, email);
    const refreshed = await app.inject({ method: 'POST', url: '/auth/refresh', payload: { refreshToken: session.refreshToken } });
    await app.inject({ method: 'GET', url: '/api/profile', headers: bearer(session.accessToken) });
    await app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { identifier: email } });
    const [mail] = readdirSync(outboxDir);
    const resetToken = resetTokenIn(readFileSync(path.join(outboxDir, mail!), 'utf8'));
    await app.inject({ method: 'GET', url: `/reset-password?token=${resetToken}` });
    const last = await app.inject({ method: 'POST', url: '/auth/reset-password', payload: { token: resetToken, password: 'Garissa#2029s' } });
    expect(last.statusCode).toBe(200);

    expect(path.dirname(logFile)).toBe(path.resolve(import.meta.dirname, '../../../../test-results/server-logs'));
    expect(path.basename(logFile)).toMatch(/^log-scan\.test-[0-9a-f]{8}\.log$/);
    // The file stream writes asynchronously: wait for the last request's line.
    const log = await vi.waitFor(() => {
      const text = readFileSync(logFile, 'utf8');
      expect(text).toContain(String(last.headers['x-request-id']));
      return text;
    });
    expect(log).toContain('e-mail written to the outbox');
    for (const secret of [strongPassword, 'Garissa#2029s', session.accessToken, session.refreshToken, refreshed.json().refreshToken, resetToken]) {
      expect(log).not.toContain(secret);
    }
    expect(log.split('\n').filter((line) => findSecrets(line).length)).toEqual([]);
  });
});
