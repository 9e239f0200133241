import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashSecretToken } from '../../src/lib/secret-tokens';
import { isSignedIn, logIn, signUpBuyer, strongPassword } from '../auth-helpers';
import { createTestContext } from '../helpers';
import { resetTokenIn } from '../smtp-inbox';

// No SMTP here: links go to the outbox, as on a laptop, so the mailer's log line is real too.
const { app, db, outboxDir } = await createTestContext();
const newPassword = 'Malindi#2029w';

/** Asks for a link as the page does and reads its token from the e-mail written to the outbox. */
async function requestResetToken(email: string): Promise<string> {
  const before = new Set(existsSync(outboxDir) ? readdirSync(outboxDir) : []);
  expect((await app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { identifier: email } })).statusCode).toBe(200);
  const [mail] = readdirSync(outboxDir).filter((file) => !before.has(file));
  return resetTokenIn(readFileSync(path.join(outboxDir, mail!), 'utf8'));
}

const reset = (token: string, password = newPassword) => app.inject({ method: 'POST', url: '/auth/reset-password', payload: { token, password } });
const loginStatus = async (identifier: string, password: string) =>
  (await app.inject({ method: 'POST', url: '/auth/login', payload: { identifier, password } })).statusCode;
/** Moves a link's expiry in the database: the server's own clock then judges it, as in an hour's time. */
const expireIn = (token: string, ms: number) =>
  db.updateTable('password_resets').set({ expires_at: new Date(Date.now() + ms) }).where('token_hash', '=', hashSecretToken(token)).execute();

describe('reset links', () => {
  it('are refused once expired, with the spec’s text, changing neither the password nor the sessions', async () => {
    const { email } = await signUpBuyer(app);
    const session = await logIn(app, email);
    const token = await requestResetToken(email);
    await expireIn(token, -1000);

    const response = await reset(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Reset link expired', code: 'RESET_LINK_EXPIRED' });
    expect(await loginStatus(email, newPassword)).toBe(401);
    expect(await isSignedIn(app, session.accessToken)).toBe(true);
  });

  it('still work in their last minute', async () => {
    const { email } = await signUpBuyer(app);
    const token = await requestResetToken(email);
    await expireIn(token, 60_000);
    expect((await reset(token)).statusCode).toBe(200);
    expect(await loginStatus(email, newPassword)).toBe(200);
  });

  it('work once: a second use with another password is refused and the first password stays', async () => {
    const { email } = await signUpBuyer(app);
    const token = await requestResetToken(email);
    expect((await reset(token)).statusCode).toBe(200);

    const replay = await reset(token, 'Attacker#2029v');
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ error: 'Invalid token', code: 'RESET_LINK_INVALID' });
    expect(await loginStatus(email, 'Attacker#2029v')).toBe(401);
    expect(await loginStatus(email, newPassword)).toBe(200);
    // Asking for a new link does not bring the spent one back.
    await requestResetToken(email);
    expect((await reset(token, 'Attacker#2029v')).statusCode).toBe(400);
  });

  it('are stored only as a hash, so a copy of the database cannot reset anyone', async () => {
    const { email, id } = await signUpBuyer(app);
    const token = await requestResetToken(email);
    const rows = await db.selectFrom('password_resets').selectAll().where('user_id', '=', id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(hashSecretToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect((await reset(rows[0]!.token_hash)).json()).toEqual({ error: 'Invalid token', code: 'RESET_LINK_INVALID' });
    expect(await loginStatus(email, strongPassword)).toBe(200);
  });
});
