import { createHash } from 'node:crypto';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { callbackOf, googleSignInSteps, newClientValue, refusal, startOidcProvider, type Claims } from '../../../../test/google-sign-in';
import { createTestContext } from '../../../../test/helpers';

const { provider, claims: signsIn, google } = await startOidcProvider();
const logLines: string[] = [];
const { app, db } = await createTestContext({ google, logLevel: 'info', logStream: { write: (line) => logLines.push(line) } });
const { visitProvider, comeBack, signInWithGoogle } = googleSignInSteps(app, signsIn);

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const userRow = (id: string) =>
  db.selectFrom('users').select(['email', 'name', 'role', 'password_hash', 'email_verified', 'google_subject']).where('id', '=', id).executeTakeFirstOrThrow();

describe('which sign-ins the web app offers', () => {
  it('says Google is off without a configured client, and on with one, in an answer browsers may keep', async () => {
    const { app: unconfigured } = await createTestContext();
    for (const [server, google] of [[unconfigured, false], [app, true]] as const) {
      const response = await server.inject({ method: 'GET', url: '/auth/providers' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ google });
      expect(response.headers['cache-control']).toBe('public, max-age=300');
    }
  });
});

describe('Google sign-in that cannot start', () => {
  it('returns to the web callback with an error when no client is configured', async () => {
    const { app: unconfigured } = await createTestContext();
    const client = newClientValue();
    for (const url of [`/auth/google?client=${client}`, `/auth/google?rememberMe=true&client=${client}`, '/auth/google/return?code=c&state=s']) {
      const response = await unconfigured.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(302);
      expect(Object.fromEntries(callbackOf(response.headers.location))).toEqual(refusal('GOOGLE_SIGN_IN_NOT_CONFIGURED'));
    }
  });

  it('returns to the web callback with an error when the provider cannot be reached', async () => {
    const { app: offline, db: offlineDb } = await createTestContext({ google: { ...google, issuer: `http://127.0.0.1:${await closedPort()}` } });
    const response = await offline.inject({ method: 'GET', url: `/auth/google?client=${newClientValue()}` });
    expect(response.statusCode).toBe(302);
    expect(Object.fromEntries(callbackOf(response.headers.location))).toEqual(refusal('GOOGLE_SIGN_IN_UNAVAILABLE'));
    expect(await offlineDb.selectFrom('oidc_logins').select('state_hash').execute()).toEqual([]);
  });
});

describe('starting a Google sign-in', () => {
  it('sends the browser to the provider with PKCE, state and nonce, and stores only the state’s hash', async () => {
    const client = newClientValue();
    const response = await app.inject({ method: 'GET', url: `/auth/google?client=${client}` });
    expect(response.statusCode).toBe(302);
    const url = new URL(response.headers.location!);
    expect(url.origin).toBe(provider.issuer.url);
    const params = url.searchParams;
    expect(params.get('client_id')).toBe('fundi-web');
    expect(params.get('response_type')).toBe('code');
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('redirect_uri')).toBe('http://localhost:3000/auth/google/return');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('nonce')).toEqual(expect.any(String));

    const state = params.get('state')!;
    const stored = await db.selectFrom('oidc_logins').selectAll().where('state_hash', '=', sha256(state)).executeTakeFirst();
    expect(stored).toMatchObject({ remember_me: false, nonce: params.get('nonce'), client_value: client });
    expect(stored!.expires_at.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(stored!.expires_at.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
  });
});

describe('coming back from the provider', () => {
  it('creates a buyer account and hands a working session to the web callback route', async () => {
    const callback = await signInWithGoogle({ sub: 'google-amina', email: 'Amina.Otieno@Example.com', email_verified: true, name: 'Amina Otieno' });
    expect(callback.get('error')).toBeNull();
    expect(Object.fromEntries(callback)).toMatchObject({ name: 'Amina Otieno', email: 'amina.otieno@example.com', role: 'buyer' });
    expect(await userRow(callback.get('userId')!)).toEqual({
      email: 'amina.otieno@example.com',
      name: 'Amina Otieno',
      role: 'buyer',
      password_hash: null,
      email_verified: true,
      google_subject: 'google-amina',
    });

    const validated = await app.inject({ method: 'GET', url: '/auth/validate-token', headers: { authorization: `Bearer ${callback.get('accessToken')}` } });
    expect(validated.statusCode).toBe(200);
    expect(validated.json().user).toMatchObject({ id: callback.get('userId'), email: 'amina.otieno@example.com' });
    const refreshed = await app.inject({ method: 'POST', url: '/auth/refresh', payload: { refreshToken: callback.get('refreshToken') } });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().accessToken).toEqual(expect.any(String));
  });

  it('signs the same Google identity in to the same account next time', async () => {
    const first = await signInWithGoogle({ sub: 'google-baraka', email: 'baraka@example.com', email_verified: true, name: 'Baraka' });
    // The name or address at Google may change; the subject is what identifies the person.
    const second = await signInWithGoogle({ sub: 'google-baraka', email: 'baraka.new@example.com', email_verified: true, name: 'Baraka M' });
    expect(second.get('userId')).toBe(first.get('userId'));
    expect(await db.selectFrom('users').select('id').where('google_subject', '=', 'google-baraka').execute()).toHaveLength(1);
  });

  it('names the account after the e-mail when the provider shares no name', async () => {
    const callback = await signInWithGoogle({ sub: 'google-noname', email: 'kip.rono@example.com', email_verified: false });
    expect(callback.get('name')).toBe('kip.rono');
    expect((await userRow(callback.get('userId')!)).email_verified).toBe(false);
  });

  it('reads the e-mail and name from UserInfo when the ID token lacks them', async () => {
    signsIn.userInfo = { sub: 'google-userinfo', email: 'Wairimu@Example.com', email_verified: true, name: 'Wairimu' };
    const callback = await signInWithGoogle({ sub: 'google-userinfo' });
    expect(Object.fromEntries(callback)).toMatchObject({ name: 'Wairimu', email: 'wairimu@example.com' });
  });

  it('links an existing password account by its verified e-mail, and the password still works', async () => {
    const password = 'Kenya#2026x';
    const signup = await app.inject({ method: 'POST', url: '/auth/signup', payload: { name: 'Njeri', email: 'njeri@example.com', phone: null, password } });
    const existingId = signup.json().user.id;
    // Njeri proved her address earlier (a password reset does that).
    await db.updateTable('users').set({ email_verified: true }).where('id', '=', existingId).execute();

    const callback = await signInWithGoogle({ sub: 'google-njeri', email: 'NJERI@example.com', email_verified: true, name: 'Njeri W' });
    expect(callback.get('userId')).toBe(existingId);
    expect(callback.get('name')).toBe('Njeri');
    expect(await userRow(existingId)).toMatchObject({ google_subject: 'google-njeri', email_verified: true, password_hash: expect.stringMatching(/^\$argon2id\$/) });

    const login = await app.inject({ method: 'POST', url: '/auth/login', payload: { identifier: 'njeri@example.com', password } });
    expect(login.statusCode).toBe(200);
  });

  it('takes over an account registered with the address but never proven: its password and sessions end', async () => {
    const squatter = 'Squat#2026x';
    const signup = await app.inject({ method: 'POST', url: '/auth/signup', payload: { name: 'Not Amani', email: 'amani@example.com', phone: null, password: squatter } });
    const accountId = signup.json().user.id;
    const squatterToken = signup.json().token;

    const callback = await signInWithGoogle({ sub: 'google-amani', email: 'amani@example.com', email_verified: true, name: 'Amani' });
    expect(callback.get('userId')).toBe(accountId);
    expect(await userRow(accountId)).toMatchObject({ google_subject: 'google-amani', email_verified: true, password_hash: null });
    const login = await app.inject({ method: 'POST', url: '/auth/login', payload: { identifier: 'amani@example.com', password: squatter } });
    expect(login.json()).toEqual({ error: 'This account uses social login', code: 'SOCIAL_LOGIN_ACCOUNT' });
    const old = await app.inject({ method: 'GET', url: '/auth/validate-token', headers: { authorization: `Bearer ${squatterToken}` } });
    expect(old.statusCode).toBe(401);
    const fresh = await app.inject({ method: 'GET', url: '/auth/validate-token', headers: { authorization: `Bearer ${callback.get('accessToken')}` } });
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses to link an account when the provider has not verified the e-mail', async () => {
    const signup = await app.inject({ method: 'POST', url: '/auth/signup', payload: { name: 'Juma', email: 'juma@example.com', phone: null, password: 'Kenya#2026x' } });
    const callback = await signInWithGoogle({ sub: 'google-impostor', email: 'juma@example.com', email_verified: false, name: 'Juma' });
    expect(Object.fromEntries(callback)).toEqual(refusal('GOOGLE_SIGN_IN_EMAIL_UNVERIFIED'));
    expect((await userRow(signup.json().user.id)).google_subject).toBeNull();
  });

  it('refuses to move an e-mail’s account to a second Google identity', async () => {
    await signInWithGoogle({ sub: 'google-first', email: 'shared@example.com', email_verified: true });
    const callback = await signInWithGoogle({ sub: 'google-second', email: 'shared@example.com', email_verified: true });
    expect(Object.fromEntries(callback)).toEqual(refusal('GOOGLE_SIGN_IN_OTHER_GOOGLE_ACCOUNT'));
  });

  it('never signs in to a deleted account: the same person gets a new one', async () => {
    const claims = { sub: 'google-leaver', email: 'leaver@example.com', email_verified: true, name: 'Leaver' };
    const first = await signInWithGoogle(claims);
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/auth/users',
      headers: { authorization: `Bearer ${first.get('accessToken')}` },
      payload: { reason: 'not-using' },
    });
    expect(deleted.statusCode).toBeLessThan(300);
    const again = await signInWithGoogle(claims);
    expect(again.get('userId')).toEqual(expect.any(String));
    expect(again.get('userId')).not.toBe(first.get('userId'));
  });

  it('keeps a Remember Me sign-in for 30 days and others for 1 day', async () => {
    const sessionDays = async (callback: URLSearchParams) => {
      const session = await db
        .selectFrom('refresh_tokens')
        .innerJoin('sessions', 'sessions.id', 'refresh_tokens.session_id')
        .select(['sessions.expires_at', 'sessions.remember_me'])
        .where('refresh_tokens.token_hash', '=', sha256(callback.get('refreshToken')!))
        .executeTakeFirstOrThrow();
      return { rememberMe: session.remember_me, days: Math.round((session.expires_at.getTime() - Date.now()) / 86_400_000) };
    };
    const claims = { sub: 'google-remember', email: 'remember@example.com', email_verified: true };
    expect(await sessionDays(await signInWithGoogle(claims, { rememberMe: true }))).toEqual({ rememberMe: true, days: 30 });
    expect(await sessionDays(await signInWithGoogle(claims))).toEqual({ rememberMe: false, days: 1 });
  });
});

describe('a sign-in that must not succeed', () => {
  const someone = { sub: 'google-someone', email: 'someone@example.com', email_verified: true };

  it('is refused when the state does not match a sign-in we started', async () => {
    signsIn.idToken = someone;
    const { code, cookie } = await visitProvider();
    const callback = await comeBack(`/auth/google/return?code=${code}&state=not-a-state-we-issued`, cookie);
    expect(Object.fromEntries(callback)).toEqual(refusal('GOOGLE_SIGN_IN_EXPIRED'));
  });

  it('is refused without a state', async () => {
    signsIn.idToken = someone;
    const { code, cookie } = await visitProvider();
    expect(Object.fromEntries(await comeBack(`/auth/google/return?code=${code}`, cookie))).toEqual(refusal('GOOGLE_SIGN_IN_EXPIRED'));
  });

  it('cannot replay a used state', async () => {
    signsIn.idToken = someone;
    const { returnPath, cookie } = await visitProvider();
    expect((await comeBack(returnPath, cookie)).get('accessToken')).toEqual(expect.any(String));
    expect(Object.fromEntries(await comeBack(returnPath, cookie))).toEqual(refusal('GOOGLE_SIGN_IN_EXPIRED'));
  });

  it('is refused after ten minutes', async () => {
    signsIn.idToken = someone;
    const { returnPath, cookie } = await visitProvider();
    await db.updateTable('oidc_logins').set({ expires_at: new Date(Date.now() - 1000) }).execute();
    expect(Object.fromEntries(await comeBack(returnPath, cookie))).toEqual(refusal('GOOGLE_SIGN_IN_EXPIRED'));
  });

  it('reports the provider’s error, and that attempt’s state is spent', async () => {
    signsIn.idToken = someone;
    const { state, returnPath, cookie } = await visitProvider();
    const callback = await comeBack(`/auth/google/return?error=access_denied&state=${encodeURIComponent(state)}`, cookie);
    expect(Object.fromEntries(callback)).toEqual(refusal('GOOGLE_SIGN_IN_CANCELLED'));
    expect(Object.fromEntries(await comeBack(returnPath, cookie))).toEqual(refusal('GOOGLE_SIGN_IN_EXPIRED'));
  });

  it('is refused when the provider will not exchange the code', async () => {
    signsIn.idToken = someone;
    const { returnPath, cookie } = await visitProvider();
    provider.service.once('beforeResponse', (response) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant' };
    });
    expect(Object.fromEntries(await comeBack(returnPath, cookie))).toEqual(refusal('GOOGLE_SIGN_IN_FAILED'));
  });

  it('is refused when the ID token was not issued for this sign-in (nonce)', async () => {
    signsIn.idToken = { ...someone, nonce: 'another-sign-in' } as Claims;
    const { returnPath, cookie } = await visitProvider();
    expect(Object.fromEntries(await comeBack(returnPath, cookie))).toEqual(refusal('GOOGLE_SIGN_IN_FAILED'));
  });

  it('is refused when the provider shares no e-mail for a new account', async () => {
    signsIn.userInfo = { sub: 'google-no-email' };
    const callback = await signInWithGoogle({ sub: 'google-no-email' });
    expect(Object.fromEntries(callback)).toEqual(refusal('GOOGLE_SIGN_IN_NO_EMAIL'));
  });

  it('answers a malformed return with a redirect, not an error page', async () => {
    expect(Object.fromEntries(await comeBack('/auth/google/return?state=a&state=b'))).toEqual(refusal('GOOGLE_SIGN_IN_INVALID_RESPONSE'));
  });
});

describe('logs of Google sign-ins', () => {
  it('never contain codes, states, tokens or the web app’s one-time value', async () => {
    signsIn.idToken = { sub: 'google-logged', email: 'logged@example.com', email_verified: true };
    const { state, code, returnPath, cookie, client } = await visitProvider();
    const callback = await comeBack(returnPath, cookie);
    const log = logLines.join('');
    expect(log).toContain('/auth/google/return?');
    for (const secret of [state, code, client, callback.get('accessToken')!, callback.get('refreshToken')!]) expect(log).not.toContain(secret);
  });
});
