import { SERVER_TEXTS, type LoginRequest, type SignupRequest, type User } from '@fundi/shared';
import type { Database } from '../../db';
import type { AccessTokens } from '../../lib/access-tokens';
import { AppError } from '../../lib/app-error';
import { hashPassword, isPasswordCorrect } from '../../lib/passwords';
import { loadApiUser } from '../../lib/users/api-user';
import { normaliseIdentifier } from './identifier';
import { findUserByIdentifier, insertUser } from './users.repository';

type Deps = { db: Database; tokens: AccessTokens };

export async function signUp({ db, tokens }: Deps, request: SignupRequest): Promise<{ token: string; user: User }> {
  const identifier = normaliseIdentifier(request.email ?? request.phone ?? '');
  const created = await insertUser(db, {
    name: request.name.trim(),
    email: 'email' in identifier ? identifier.email : null,
    phone: 'phone' in identifier ? identifier.phone : null,
    passwordHash: await hashPassword(request.password),
  });
  if (!created) {
    throw new AppError(
      'conflict',
      'email' in identifier ? 'An account with this email already exists' : 'An account with this phone number already exists',
    );
  }
  return { token: await tokens.sign({ userId: created.id, role: 'buyer' }), user: (await loadApiUser(db, created.id))! };
}

export async function logIn({ db, tokens }: Deps, request: LoginRequest): Promise<{ accessToken: string; user: User }> {
  const found = await findUserByIdentifier(db, normaliseIdentifier(request.identifier));
  if (!found) throw new AppError('not-found', SERVER_TEXTS.loginUserNotFound);
  if (!found.password_hash) throw new AppError('invalid', SERVER_TEXTS.socialLoginAccount);
  if (!(await isPasswordCorrect(found.password_hash, request.password))) {
    throw new AppError('unauthenticated', SERVER_TEXTS.wrongPassword);
  }
  const user = (await loadApiUser(db, found.id))!;
  return { accessToken: await tokens.sign({ userId: user.id, role: user.role }), user };
}

export async function validateToken({ db }: Deps, userId: string): Promise<{ valid: true; user: User }> {
  const user = await loadApiUser(db, userId);
  if (!user) throw new AppError('unauthenticated', SERVER_TEXTS.invalidToken);
  return { valid: true, user };
}
