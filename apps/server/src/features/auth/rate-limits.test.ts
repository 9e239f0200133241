import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { logIn, signUpBuyer, strongPassword } from '../../../test/auth-helpers';
import { createTestContext } from '../../../test/helpers';

const { app, db } = await createTestContext();
const attempt = (identifier: string, password: string, ip = '10.0.0.1') =>
  app.inject({ method: 'POST', url: '/auth/login', payload: { identifier, password }, remoteAddress: ip });

describe('login brute-force protection', () => {
  it('locks one identifier after 10 wrong passwords in 15 minutes, even with the right one, from any address', async () => {
    const { email } = await signUpBuyer(app);
    for (let index = 0; index < 10; index += 1) {
      expect((await attempt(email, `Wrong#${index}xx`, `10.1.0.${index}`)).statusCode).toBe(401);
    }
    const locked = await attempt(email, strongPassword, '10.1.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: 'Too many login attempts, please try again later', code: 'TOO_MANY_LOGIN_ATTEMPTS' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The same account typed in capitals is the same identifier.
    expect((await attempt(email.toUpperCase(), strongPassword, '10.1.1.2')).statusCode).toBe(429);
  });

  it('lets no more than 10 of 40 parallel wrong passwords be checked', async () => {
    const { email } = await signUpBuyer(app);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => attempt(email, `Wrong#${index}xx`, `10.5.0.${index}`)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    expect((await attempt(email, strongPassword, '10.5.1.1')).statusCode).toBe(429);
  });

  it('does not count successful logins against the identifier', async () => {
    const { email } = await signUpBuyer(app);
    for (let index = 0; index < 12; index += 1) await logIn(app, email);
  });

  it('limits one address to 100 attempts in 15 minutes, however many accounts it tries', async () => {
    const ip = '10.2.0.1';
    for (let index = 0; index < 100; index += 1) {
      expect((await attempt(`nobody-${index}@example.com`, strongPassword, ip)).statusCode).toBe(404);
    }
    expect((await attempt('nobody-101@example.com', strongPassword, ip)).statusCode).toBe(429);
    expect((await attempt('nobody-101@example.com', strongPassword, '10.2.0.2')).statusCode).toBe(404);
  });
});

describe('other limits', () => {
  const forgot = (identifier: string, remoteAddress = `10.6.${randomBytes(2).join('.')}`) =>
    app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { identifier }, remoteAddress });

  it('sends 5 reset mails per account per hour, however its identifier is spelled', async () => {
    const phone = `0722${String(randomBytes(3).readUIntBE(0, 3) % 1e6).padStart(6, '0')}`;
    const email = `spellings-${randomBytes(4).toString('hex')}@example.com`;
    const signup = await app.inject({ method: 'POST', url: '/auth/signup', payload: { name: 'Many Ways', email, phone: null, password: strongPassword }, remoteAddress: '10.6.9.1' });
    expect(signup.statusCode).toBe(201);
    await db.updateTable('users').set({ phone: `+254${phone.slice(1)}` }).where('email', '=', email).execute();
    const spellings = [email, email.toUpperCase(), phone, `+254${phone.slice(1)}`, `254 ${phone.slice(1)}`];
    for (const spelling of spellings) expect((await forgot(spelling)).statusCode).toBe(200);
    for (const spelling of spellings) {
      const limited = await forgot(spelling);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ error: 'Too many requests, please try again later', code: 'TOO_MANY_REQUESTS' });
    }
  });

  it('answers one address 30 reset requests an hour, for known and unknown identifiers alike', async () => {
    const remoteAddress = '10.6.10.1';
    for (let index = 0; index < 30; index += 1) expect((await forgot(`nobody-${index}@example.com`, remoteAddress)).statusCode).toBe(404);
    const { email } = await signUpBuyer(app);
    const limited = await forgot(email, remoteAddress);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await forgot(email, '10.6.10.2')).statusCode).toBe(200);
  });

  it('allows 30 sign-ups per address per hour', async () => {
    const signup = (index: number) =>
      app.inject({
        method: 'POST',
        url: '/auth/signup',
        remoteAddress: '10.3.0.1',
        payload: { name: 'Many', email: `many-${index}@example.com`, phone: null, password: strongPassword },
      });
    for (let index = 0; index < 30; index += 1) expect((await signup(index)).statusCode).toBe(201);
    expect((await signup(31)).statusCode).toBe(429);
  });
});
