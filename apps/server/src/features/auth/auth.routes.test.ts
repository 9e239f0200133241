import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/helpers';

const { app, db } = await createTestContext();

const signup = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/auth/signup', payload });
const login = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/auth/login', payload });
const strong = 'Kenya#2026x';

describe('sign up (minimal; the accounts issue completes it)', () => {
  it('creates a buyer account and returns a token and the user', async () => {
    const response = await signup({ name: 'Wanjiku Kamau', email: 'Wanjiku@Example.com', phone: null, password: strong });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.token).toEqual(expect.any(String));
    expect(body.user).toMatchObject({ name: 'Wanjiku Kamau', email: 'wanjiku@example.com', role: 'buyer', isSeller: false });
    const stored = await db.selectFrom('users').select('password_hash').where('email', '=', 'wanjiku@example.com').executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('treats 0712 345 678 and +254712345678 as one account', async () => {
    expect((await signup({ name: 'Otieno', email: null, phone: '0712 345 678', password: strong })).statusCode).toBe(201);
    const again = await signup({ name: 'Otieno', email: null, phone: '+254712345678', password: strong });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'An account with this phone number already exists', code: 'PHONE_ALREADY_REGISTERED' });
  });

  it('refuses a weak password with the spec’s words and stores nothing', async () => {
    const response = await signup({ name: 'Weak', email: 'weak@example.com', phone: null, password: 'password' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Password is too weak. Use at least 8 characters with uppercase, numbers, and special characters.');
    expect(await db.selectFrom('users').select('id').where('email', '=', 'weak@example.com').executeTakeFirst()).toBeUndefined();
  });
});

describe('log in and validate the token', () => {
  it('logs in with the e-mail in any case and validates the access token', async () => {
    const response = await login({ identifier: 'WANJIKU@example.com', password: strong, rememberMe: false });
    expect(response.statusCode).toBe(200);
    const { accessToken, user } = response.json();
    const validated = await app.inject({ method: 'GET', url: '/auth/validate-token', headers: { authorization: `Bearer ${accessToken}` } });
    expect(validated.statusCode).toBe(200);
    expect(validated.json()).toMatchObject({ valid: true, user: { id: user.id, email: 'wanjiku@example.com' } });
  });

  it('logs in with the phone written another way', async () => {
    expect((await login({ identifier: '0712-345-678', password: strong })).statusCode).toBe(200);
  });

  it('says which part was wrong, with the server texts the spec maps', async () => {
    expect((await login({ identifier: 'nobody@example.com', password: strong })).json()).toEqual({ error: 'User not found!', code: 'ACCOUNT_NOT_FOUND' });
    const wrong = await login({ identifier: 'wanjiku@example.com', password: 'Wrong#2026x' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Wrong password!', code: 'WRONG_PASSWORD' });
  });

  it('rejects a missing, forged or foreign token with a 401', async () => {
    expect((await app.inject({ method: 'GET', url: '/auth/validate-token' })).statusCode).toBe(401);
    const forged = await app.inject({ method: 'GET', url: '/auth/validate-token', headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.e30.' } });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error).toEqual(expect.any(String));
  });
});

describe('accounts that sign in with Google only', () => {
  it('are told to use social login instead of a password', async () => {
    await db.insertInto('users').values({ name: 'Google Person', email: 'google.person@example.com', google_subject: 'sub-1' }).execute();
    const response = await login({ identifier: 'google.person@example.com', password: strong });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'This account uses social login', code: 'SOCIAL_LOGIN_ACCOUNT' });
  });
});

describe('login answers', () => {
  it('carry a refresh token and the full user', async () => {
    const response = await login({ identifier: 'wanjiku@example.com', password: strong, rememberMe: true });
    expect(response.json()).toMatchObject({ accessToken: expect.any(String), refreshToken: expect.any(String), user: { role: 'buyer' } });
  });

  it('refuse a duplicate e-mail in another case with a 409', async () => {
    const again = await signup({ name: 'Twin', email: 'WANJIKU@example.com', phone: null, password: strong });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'An account with this email already exists', code: 'EMAIL_TAKEN' });
  });
});
