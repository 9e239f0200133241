import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/helpers';
import { setAdmin } from './admin-grants';

const { db } = await createTestContext();

async function person(email: string, deleted = false) {
  const { id } = await db
    .insertInto('users')
    .values({ name: 'Wanjiku Admin', email, deleted_at: deleted ? new Date() : null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
const isAdmin = async (id: string) => (await db.selectFrom('users').select('is_admin').where('id', '=', id).executeTakeFirstOrThrow()).is_admin;

describe('npm run admin', () => {
  it('grants the console to an account by its e-mail, in any case, and records it without an administrator', async () => {
    const id = await person('wanjiku@example.com');
    expect(await setAdmin(db, '  Wanjiku@Example.COM ', true)).toBe(true);
    expect(await isAdmin(id)).toBe(true);
    const recorded = await db.selectFrom('admin_actions').selectAll().where('subject_id', '=', id).execute();
    expect(recorded).toEqual([expect.objectContaining({ admin_id: null, action: 'grant-admin', subject_type: 'user', reason: 'From the command line (npm run admin)' })]);
  });

  it('takes it away again', async () => {
    const id = await person('otieno@example.com');
    await setAdmin(db, 'otieno@example.com', true);
    expect(await setAdmin(db, 'otieno@example.com', false)).toBe(true);
    expect(await isAdmin(id)).toBe(false);
  });

  it('changes nothing for an e-mail no live account has', async () => {
    const closed = await person('gone@example.com', true);
    expect(await setAdmin(db, 'gone@example.com', true)).toBe(false);
    expect(await setAdmin(db, 'nobody@example.com', true)).toBe(false);
    expect(await isAdmin(closed)).toBe(false);
    expect(await db.selectFrom('admin_actions').select('id').where('subject_id', '=', closed).execute()).toEqual([]);
  });
});
