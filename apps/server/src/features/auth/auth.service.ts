import { DEFAULT_NOTIFICATION_PREFERENCES, type LoginRequest, type Language, type SignupRequest, type User } from '@fundi/shared';
import { AppError } from '../../lib/app-error';
import { hashPassword, isPasswordCorrect } from '../../lib/passwords';
import { asLanguage, findAccountLanguage } from '../../lib/users/account-language';
import { loadApiUser } from '../../lib/users/api-user';
import { normaliseIdentifier } from './identifier';
import { startSession, type SessionDeps, type SessionTokens } from './sessions.service';
import { recordConsents } from '../../lib/users/consents';
import { savePreferences } from '../../lib/notifications/preferences';
import { findUserByIdentifier, insertUser } from './users.repository';

/**
 * POST /auth/signup: a new buyer account (docs/decisions/0005-identifiers-and-login-answers.md),
 * signed in on a short session.
 */
export async function signUp(deps: SessionDeps, request: SignupRequest): Promise<{ token: string; user: User }> {
  const identifier = normaliseIdentifier(request.email ?? request.phone ?? '');
  const passwordHash = await hashPassword(request.password);
  const created = await deps.db.transaction().execute(async (trx) => {
    const user = await insertUser(trx, {
      name: request.name.trim(),
      email: 'email' in identifier ? identifier.email : null,
      phone: 'phone' in identifier ? identifier.phone : null,
      passwordHash,
      language: request.language ?? 'en',
    });
    // What the person agreed to, with the account or not at all (docs/product.md §11).
    if (user) await recordConsents(trx, user.id, { acceptedTerms: request.acceptedTerms, adult: request.adult });
    if (user && request.news) await savePreferences(trx, user.id, { ...DEFAULT_NOTIFICATION_PREFERENCES, news: { sms: false, email: true } });
    return user;
  });
  if (!created) {
    throw new AppError('conflict', 'email' in identifier ? 'EMAIL_TAKEN' : 'PHONE_ALREADY_REGISTERED');
  }
  const { accessToken } = await startSession(deps, { userId: created.id, role: 'buyer', rememberMe: false });
  return { token: accessToken, user: (await loadApiUser(deps.db, created.id))! };
}

export type LoginOutcome = { ok: true; session: SessionTokens & { user: User; language: Language } } | { ok: false; error: AppError };

/**
 * POST /auth/login. A failed attempt is returned, not thrown, so the route can count it
 * against the identifier's brute-force limit before answering.
 */
export async function logIn(deps: SessionDeps, request: LoginRequest): Promise<LoginOutcome> {
  const found = await findUserByIdentifier(deps.db, normaliseIdentifier(request.identifier));
  if (!found) return { ok: false, error: new AppError('not-found', 'ACCOUNT_NOT_FOUND') };
  if (!found.password_hash) return { ok: false, error: new AppError('invalid', 'SOCIAL_LOGIN_ACCOUNT') };
  if (!(await isPasswordCorrect(found.password_hash, request.password))) {
    return { ok: false, error: new AppError('unauthenticated', 'WRONG_PASSWORD') };
  }
  // Said only after the password was right: a guesser learns nothing about the account.
  if (found.suspended_at) return { ok: false, error: new AppError('forbidden', 'ACCOUNT_SUSPENDED') };
  const user = await loadApiUser(deps.db, found.id);
  // Closed by a racing DELETE /auth/users since it was found: as good as never found (not a 500).
  if (!user) return { ok: false, error: new AppError('not-found', 'ACCOUNT_NOT_FOUND') };
  const tokens = await startSession(deps, { userId: user.id, role: user.role, rememberMe: request.rememberMe ?? false });
  return { ok: true, session: { ...tokens, user, language: asLanguage(found.language) } };
}

export async function validateToken(deps: SessionDeps, userId: string): Promise<{ valid: true; user: User; language: Language }> {
  const [user, language] = await Promise.all([loadApiUser(deps.db, userId), findAccountLanguage(deps.db, userId)]);
  if (!user) throw new AppError('unauthenticated', 'INVALID_TOKEN');
  return { valid: true, user, language };
}
