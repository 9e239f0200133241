import type { Database } from '../../db';

export function findUserByIdentifier(db: Database, by: { email: string } | { phone: string }) {
  const query = db
    .selectFrom('users')
    .select(['id', 'role', 'password_hash'])
    .where('deleted_at', 'is', null);
  return ('email' in by ? query.where('email', '=', by.email) : query.where('phone', '=', by.phone)).executeTakeFirst();
}

export function insertUser(
  db: Database,
  user: { name: string; email: string | null; phone: string | null; passwordHash: string },
) {
  return db
    .insertInto('users')
    .values({ name: user.name, email: user.email, phone: user.phone, password_hash: user.passwordHash })
    .onConflict((conflict) => conflict.doNothing())
    .returning(['id', 'role'])
    .executeTakeFirst();
}
