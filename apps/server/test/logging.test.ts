import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestContext } from './helpers';

const lines: string[] = [];
const { app } = await createTestContext({
  logLevel: 'info',
  logStream: { write: (line) => lines.push(line) },
  webDistDir: path.join(import.meta.dirname, 'fixtures', 'web-dist'),
});

describe('request logs', () => {
  it('carry request ids but never passwords, bearer tokens or one-time codes', async () => {
    const password = 'Secret#Passw0rd';
    const signup = await app.inject({
      method: 'POST',
      url: '/auth/signup',
      payload: { name: 'Log Test', email: 'log@example.com', phone: null, password },
    });
    const { token } = signup.json() as { token: string };
    await app.inject({ method: 'POST', url: '/auth/login', payload: { identifier: 'log@example.com', password } });
    await app.inject({ method: 'GET', url: '/auth/validate-token', headers: { authorization: `Bearer ${token}` } });
    await app.inject({ method: 'GET', url: '/reset-password?token=one-time-reset-value' });
    await app.inject({ method: 'GET', url: '/auth/google/callback?accessToken=a-token-value&name=Log' });

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(5);
    expect(log).toContain('"reqId"');
    expect(log).toContain('/reset-password?token=[redacted]');
    for (const secret of [password, token, 'one-time-reset-value', 'a-token-value']) {
      expect(log).not.toContain(secret);
    }
  });
});
