import { sql, type Kysely } from 'kysely';

// Frozen once merged. The language an account reads Fundi in (docs/decisions/0047-two-languages.md):
// its e-mails are written in it, and the web shows it after signing in. A Google sign-in in flight
// keeps the language of the page it started from, which an account it creates takes. A contact
// message keeps the language of the page it was sent from, so support answers in it. The list of languages is
// LANGUAGES in packages/shared/src/language.ts; a new one is a migration that widens these checks.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'sw'));
    ALTER TABLE contact_messages ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'sw'));
    ALTER TABLE oidc_logins ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'sw'));
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE oidc_logins DROP COLUMN language;
    ALTER TABLE contact_messages DROP COLUMN language;
    ALTER TABLE users DROP COLUMN language;
  `.execute(db);
}
