import { sql, type Kysely } from 'kysely';

// Frozen once merged. A Google sign-in finishes only in the browser that started it
// (docs/decisions/0014-google-sign-in-finishes-where-it-started.md): the web app sends a one-time
// value of its own with GET /auth/google, kept here with the attempt and handed back to the web app
// with the session.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    -- Attempts in flight have no value, and their browsers no cookie: they could not finish now.
    DELETE FROM oidc_logins;
    ALTER TABLE oidc_logins ADD COLUMN client_value text NOT NULL;
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE oidc_logins DROP COLUMN client_value`.execute(db);
}
