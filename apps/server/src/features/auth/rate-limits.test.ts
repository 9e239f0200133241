import { describe, expect, it } from 'vitest';
import { logIn, signUpBuyer, strongPassword } from '../../../test/auth-helpers';
import { createTestContext } from '../../../test/helpers';

const { app } = await createTestContext();
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
    expect(locked.json()).toEqual({ error: 'Too many login attempts, please try again later' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The same account typed in capitals is the same identifier.
    expect((await attempt(email.toUpperCase(), strongPassword, '10.1.1.2')).statusCode).toBe(429);
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
  it('allows 5 reset requests per identifier per hour', async () => {
    const { email } = await signUpBuyer(app);
    for (let index = 0; index < 5; index += 1) {
      expect((await app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { identifier: email } })).statusCode).toBe(200);
    }
    const limited = await app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { identifier: email } });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'Too many requests, please try again later' });
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
