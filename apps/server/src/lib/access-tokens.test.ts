import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccessTokens } from './access-tokens';

const secret = 'a-secret-for-these-tests-that-is-long-enough';
const claims = { userId: '6f1c1f5e-0000-4000-8000-000000000001', role: 'buyer' as const, sessionId: '6f1c1f5e-0000-4000-8000-000000000002' };

afterEach(() => {
  vi.useRealTimers();
});

describe('verifying an access token', () => {
  it('gives the same claims the second time as the first', async () => {
    const tokens = createAccessTokens(secret);
    const token = await tokens.sign(claims);
    const first = await tokens.verify(token);
    expect(first).toMatchObject(claims);
    expect(await tokens.verify(token)).toEqual(first);
  });

  it('refuses a token once it has expired, though it was accepted before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = createAccessTokens(secret, 60);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toMatchObject(claims);
    vi.setSystemTime(Date.now() + 59_000);
    expect(await tokens.verify(token)).toMatchObject(claims);
    vi.setSystemTime(Date.now() + 1_000);
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('refuses any change to an accepted token, and a token of another secret', async () => {
    const tokens = createAccessTokens(secret);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toMatchObject(claims);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const otherPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'someone-else' })).toString('base64url');
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
    expect(await tokens.verify(`${header}.${otherPayload}.${signature}`)).toBeUndefined();
    expect(await tokens.verify(`${header}.${payload}.${flipped}`)).toBeUndefined();
    expect(await createAccessTokens('another-secret-that-is-long-enough-too').verify(token)).toBeUndefined();
  });
});
