import { sql, type Kysely } from 'kysely';

// Frozen once merged. Changes of an account's e-mail address
// (docs/decisions/0012-changing-email-or-sign-in-phone.md): a new address waits here until the link
// sent to it is opened, and once switched the old address holds a link that undoes the change for 7
// days. Only hashes of the links' tokens are kept, as for password resets: a leaked table opens
// nothing.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE email_changes (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      -- Null when a phone-only account adds an address.
      old_email text,
      -- Null when the address is removed (there is nothing to confirm then).
      new_email text,
      confirm_token_hash text UNIQUE,
      confirm_expires_at timestamptz,
      confirmed_at timestamptz,
      undo_token_hash text UNIQUE,
      undo_expires_at timestamptz,
      undone_at timestamptz,
      -- The Google identity linked when the address switched: undoing unlinks one linked since.
      google_subject_before text,
      -- A later change, or an undo, made this row's links worthless.
      spent_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX email_changes_user_id_idx ON email_changes (user_id);
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE email_changes`.execute(db);
}
