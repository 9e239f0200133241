import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bearer, isSignedIn, logIn, signUpBuyer, strongPassword } from '../auth-helpers';
import { createTestContext } from '../helpers';

const { app, db } = await createTestContext();
const refresh = (refreshToken: string) => app.inject({ method: 'POST', url: '/auth/refresh', payload: { refreshToken } });
const closeAccount = (accessToken: string, otherReason: string) =>
  app.inject({ method: 'DELETE', url: '/auth/users', headers: bearer(accessToken), payload: { reason: 'other', otherReason } });

/** The refresh tokens of the session an access token belongs to (its `sid` claim). */
function refreshTokensOfSession(accessToken: string) {
  const { sid } = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { sid: string };
  return db.selectFrom('refresh_tokens').select('rotated_at').where('session_id', '=', sid).execute();
}

afterEach(() => vi.useRealTimers());

describe('racing refreshes', () => {
  it('of one refresh token (two tabs at once) rotate it once: one new token, the others refused, the session kept', async () => {
    const { email } = await signUpBuyer(app);
    const session = await logIn(app, email);
    const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(session.refreshToken)));
    const winners = answers.filter((answer) => answer.statusCode === 200);
    expect(winners).toHaveLength(1);
    // Within the 10 s grace (docs/decisions/0007-sessions-and-refresh-tokens.md) the late tabs are
    // only refused, not treated as theft.
    for (const answer of answers.filter((loser) => loser.statusCode !== 200)) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ error: 'Invalid token', code: 'INVALID_TOKEN' });
    }
    const next = winners[0]!.json() as { accessToken: string; refreshToken: string };
    expect(await isSignedIn(app, next.accessToken)).toBe(true);
    const family = await refreshTokensOfSession(next.accessToken);
    expect(family).toHaveLength(2);
    expect(family.filter((token) => token.rotated_at === null)).toHaveLength(1);
    expect((await refresh(next.refreshToken)).statusCode).toBe(200);
  });

  it('of a thief’s stale token and the owner’s current one end the session, whichever comes first', async () => {
    const { email } = await signUpBuyer(app);
    const stolen = await logIn(app, email);
    const owner = (await refresh(stolen.refreshToken)).json() as { accessToken: string; refreshToken: string };
    vi.useFakeTimers({ now: Date.now() + 11_000, toFake: ['Date'] });
    const [replay, rotation] = await Promise.all([refresh(stolen.refreshToken), refresh(owner.refreshToken)]);
    expect(replay.statusCode).toBe(401);
    expect([200, 401]).toContain(rotation.statusCode);
    // Even a pair the owner got in the race is dead: the session is revoked as a whole.
    const issued = rotation.statusCode === 200 ? (rotation.json() as { accessToken: string; refreshToken: string }) : owner;
    expect(await isSignedIn(app, issued.accessToken)).toBe(false);
    expect((await refresh(issued.refreshToken)).statusCode).toBe(401);
  });
});

describe('racing account closures', () => {
  it('with one token twice at once: one 200, the other a clean 401, the account closed once', async () => {
    const { email, id } = await signUpBuyer(app);
    const { accessToken } = await logIn(app, email);
    const reason = randomUUID();
    const answers = await Promise.all([closeAccount(accessToken, reason), closeAccount(accessToken, reason)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    expect(answers.find((answer) => answer.statusCode === 401)!.json()).toEqual({ error: 'Invalid token', code: 'INVALID_TOKEN' });
    expect(await db.selectFrom('account_deletions').select('id').where('other_reason', '=', reason).execute()).toHaveLength(1);
    expect((await db.selectFrom('users').select('deleted_at').where('id', '=', id).executeTakeFirstOrThrow()).deleted_at).not.toBeNull();
  });

  it('from three devices at once: exactly one closes it and every session ends', async () => {
    const { email, id } = await signUpBuyer(app);
    const devices = await Promise.all([1, 2, 3].map(() => logIn(app, email)));
    const reason = randomUUID();
    const answers = await Promise.all(devices.map((device) => closeAccount(device.accessToken, reason)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401, 401]);
    expect(await db.selectFrom('account_deletions').select('id').where('other_reason', '=', reason).execute()).toHaveLength(1);
    const live = await db.selectFrom('sessions').select('id').where('user_id', '=', id).where('revoked_at', 'is', null).execute();
    expect(live).toEqual([]);
  });

  it('racing a login leaves no working session on the closed account', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { email } = await signUpBuyer(app);
      const { accessToken } = await logIn(app, email);
      const [closed, login] = await Promise.all([
        closeAccount(accessToken, randomUUID()),
        app.inject({ method: 'POST', url: '/auth/login', payload: { identifier: email, password: strongPassword } }),
      ]);
      expect(closed.statusCode).toBe(200);
      // The login may have read the account just before it closed; its tokens must be dead anyway.
      expect([200, 404]).toContain(login.statusCode);
      if (login.statusCode === 200) {
        expect(await isSignedIn(app, login.json().accessToken)).toBe(false);
        expect((await refresh(login.json().refreshToken)).statusCode).toBe(401);
      }
    }
  });
});
