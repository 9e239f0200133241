import { sql, type Kysely } from 'kysely';

// Frozen once merged. Messages sent from the contact page: kept even if e-mailing support fails.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE contact_messages (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      email text NOT NULL,
      message text NOT NULL,
      emailed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE contact_messages`.execute(db);
}
