import type { Language } from '@fundi/shared';
import type { Database } from '../../db';

export function findUserByIdentifier(db: Database, by: { email: string } | { phone: string }) {
  const query = db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role', 'password_hash', 'language', 'suspended_at'])
    .where('deleted_at', 'is', null);
  return ('email' in by ? query.where('email', '=', by.email) : query.where('phone', '=', by.phone)).executeTakeFirst();
}

export function findPasswordHash(db: Database, userId: string) {
  return db.selectFrom('users').select('password_hash').where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
}

export function insertUser(
  db: Database,
  user: { name: string; email: string | null; phone: string | null; passwordHash: string; language: Language },
) {
  return db
    .insertInto('users')
    .values({ name: user.name, email: user.email, phone: user.phone, password_hash: user.passwordHash, language: user.language })
    .onConflict((conflict) => conflict.doNothing())
    .returning(['id', 'role'])
    .executeTakeFirst();
}

export function setPasswordHash(db: Database, userId: string, passwordHash: string) {
  return db.updateTable('users').set({ password_hash: passwordHash, updated_at: new Date() }).where('id', '=', userId).execute();
}
