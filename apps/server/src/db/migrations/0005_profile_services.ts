import { sql, type Kysely } from 'kysely';

// Frozen once merged. The "Services Offered" line a seller types on the profile (docs/product.md §2
// My Profile), kept as a list; empty means "show the titles of my offerings".
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN services_offered text[] NOT NULL DEFAULT '{}'`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN services_offered`.execute(db);
}
