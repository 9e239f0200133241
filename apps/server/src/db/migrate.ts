import { Migrator, type Kysely } from 'kysely';
import { migrations } from './migrations';

/**
 * Brings the schema up to date. Kysely's migrator takes a lock in the database, so several
 * servers starting at once run each migration exactly once.
 */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
