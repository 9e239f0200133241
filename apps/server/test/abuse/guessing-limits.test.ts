import { randomBytes } from 'node:crypto';
import { RATE_LIMITS } from '@fundi/shared';
import { describe, expect, it } from 'vitest';
import { strongPassword } from '../auth-helpers';
import { createTestContext } from '../helpers';
import { startSmtpInbox, resetTokenIn } from '../smtp-inbox';

// Brute force on one account across many addresses is in src/features/auth/rate-limits.test.ts;
// this file covers the guesses that route does not: reset tokens, and one phone typed many ways.
const inbox = await startSmtpInbox();
const { app } = await createTestContext({ smtpUrl: inbox.url });
const newPassword = 'Lamu#2029t';

const reset = (token: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/auth/reset-password', payload: { token, password: newPassword }, remoteAddress });
const guess = () => randomBytes(32).toString('base64url');

async function signUp(identifier: { email: string | null; phone: string | null }) {
  const payload = { name: 'Guess Target', ...identifier, password: strongPassword };
  const remoteAddress = `10.77.${randomBytes(2).join('.')}`;
  expect((await app.inject({ method: 'POST', url: '/auth/signup', payload, remoteAddress })).statusCode).toBe(201);
}

async function accountWithResetToken() {
  const email = `guess-${randomBytes(4).toString('hex')}@example.com`;
  await signUp({ email, phone: null });
  expect((await app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { identifier: email } })).statusCode).toBe(200);
  return { email, token: resetTokenIn(inbox.messages.at(-1)!) };
}

describe('reset-token guessing', () => {
  const { max } = RATE_LIMITS.resetPasswordFailuresPerIp;

  it(`stops an address after ${max} wrong tokens, refusing even the right one, with the spec’s text`, async () => {
    const target = await accountWithResetToken();
    const own = await accountWithResetToken();
    const expectMiss = async () => {
      const wrong = await reset(guess(), '10.8.0.1');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ error: 'Invalid token', code: 'RESET_LINK_INVALID' });
    };
    for (let attempt = 1; attempt < max; attempt += 1) await expectMiss();
    // A reset that succeeds is not a guess: it does not count.
    expect((await reset(own.token, '10.8.0.1')).statusCode).toBe(200);
    await expectMiss();

    // A guesser who hits now learns nothing: the answer is the same 429 as for a miss.
    for (const attempt of [guess(), target.token]) {
      const limited = await reset(attempt, '10.8.0.1');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ error: 'Too many requests, please try again later', code: 'TOO_MANY_REQUESTS' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    const login = await app.inject({ method: 'POST', url: '/auth/login', payload: { identifier: target.email, password: strongPassword } });
    expect(login.statusCode).toBe(200);
    // The owner, from another address, still resets with the link.
    expect((await reset(target.token, '10.8.0.2')).statusCode).toBe(200);
  });

  it(`checks no more than ${max} of 40 parallel guesses from one address`, async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => reset(guess(), '10.8.1.1')));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - max);
  });
});

describe('login guessing', () => {
  it('counts one phone account once, however the number is written', async () => {
    const phone = `0713${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
    await signUp({ email: null, phone });
    const local = phone.slice(1);
    const spellings = [phone, `+254${local}`, `254${local}`, `0${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`, `+254-${local}`];
    for (let attempt = 0; attempt < RATE_LIMITS.loginPerIdentifier.max; attempt += 1) {
      const identifier = spellings[attempt % spellings.length]!;
      const wrong = await app.inject({ method: 'POST', url: '/auth/login', payload: { identifier, password: `Wrong#${attempt}x` }, remoteAddress: `10.9.0.${attempt}` });
      expect(wrong.statusCode).toBe(401);
    }
    for (const identifier of spellings) {
      const locked = await app.inject({ method: 'POST', url: '/auth/login', payload: { identifier, password: strongPassword }, remoteAddress: '10.9.1.1' });
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({ error: 'Too many login attempts, please try again later', code: 'TOO_MANY_LOGIN_ATTEMPTS' });
    }
  });
});
