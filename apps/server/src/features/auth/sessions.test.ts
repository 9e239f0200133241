import { describe, expect, it, vi } from 'vitest';
import { createTestContext } from '../../../test/helpers';
import { bearer, isSignedIn, logIn, signUpBuyer } from '../../../test/auth-helpers';

const { app, db } = await createTestContext();
const refresh = (refreshToken: string) => app.inject({ method: 'POST', url: '/auth/refresh', payload: { refreshToken } });

describe('refresh tokens', () => {
  it('rotate on every refresh: the new pair works, the old refresh token does not', async () => {
    const { email } = await signUpBuyer(app);
    const first = await logIn(app, email);
    const rotated = await refresh(first.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const next = rotated.json() as { accessToken: string; refreshToken: string };
    expect(next.refreshToken).not.toBe(first.refreshToken);
    expect(await isSignedIn(app, next.accessToken)).toBe(true);
    expect((await refresh(next.refreshToken)).statusCode).toBe(200);
  });

  it('are stored only as hashes', async () => {
    const { email } = await signUpBuyer(app);
    const { refreshToken } = await logIn(app, email);
    const stored = await db.selectFrom('refresh_tokens').select('token_hash').execute();
    expect(stored.some((row) => row.token_hash === refreshToken)).toBe(false);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  it('refuse a rotated token seen again within seconds without ending the session (two tabs)', async () => {
    const { email } = await signUpBuyer(app);
    const first = await logIn(app, email);
    const next = (await refresh(first.refreshToken)).json() as { accessToken: string; refreshToken: string };
    const again = await refresh(first.refreshToken);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ error: 'Invalid token', code: 'INVALID_TOKEN' });
    expect(await isSignedIn(app, next.accessToken)).toBe(true);
  });

  it('revoke the whole session when a rotated token is reused later (theft)', async () => {
    const { email } = await signUpBuyer(app);
    const first = await logIn(app, email);
    const next = (await refresh(first.refreshToken)).json() as { accessToken: string; refreshToken: string };
    vi.useFakeTimers({ now: Date.now() + 11_000, toFake: ['Date'] });
    try {
      expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
    expect(await isSignedIn(app, next.accessToken)).toBe(false);
    expect((await refresh(next.refreshToken)).statusCode).toBe(401);
  });

  it('last 1 day, or 30 days with Remember Me', async () => {
    const { email, id } = await signUpBuyer(app);
    await logIn(app, email, undefined, false);
    await logIn(app, email, undefined, true);
    const sessions = await db.selectFrom('sessions').select(['remember_me', 'expires_at']).where('user_id', '=', id).execute();
    const days = (remember: boolean) =>
      Math.round((sessions.find((session) => session.remember_me === remember)!.expires_at.getTime() - Date.now()) / 86_400_000);
    expect(days(false)).toBe(1);
    expect(days(true)).toBe(30);
  });

  it('answer a made-up or missing token with 401 / 400', async () => {
    expect((await refresh('made-up')).json()).toEqual({ error: 'Invalid token', code: 'INVALID_TOKEN' });
    expect((await app.inject({ method: 'POST', url: '/auth/refresh', payload: {} })).statusCode).toBe(400);
  });
});

describe('logout', () => {
  it('ends the session on the server: its access and refresh tokens stop working', async () => {
    const { email } = await signUpBuyer(app);
    const session = await logIn(app, email);
    const other = await logIn(app, email);
    const response = await app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: bearer(session.accessToken),
      payload: { refreshToken: session.refreshToken },
    });
    expect(response.statusCode).toBe(204);
    expect(await isSignedIn(app, session.accessToken)).toBe(false);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect(await isSignedIn(app, other.accessToken)).toBe(true);
  });

  it('accepts a logout without a body or with an unknown token', async () => {
    expect((await app.inject({ method: 'POST', url: '/auth/logout' })).statusCode).toBe(204);
    expect((await app.inject({ method: 'POST', url: '/auth/logout', payload: { refreshToken: 'unknown' } })).statusCode).toBe(204);
  });
});
