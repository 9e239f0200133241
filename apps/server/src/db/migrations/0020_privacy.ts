import { sql, type Kysely } from 'kysely';

// Frozen once merged. Privacy (docs/decisions/0051-privacy.md): what each person agreed to and
// when: the terms' version they accepted and their confirmation of being 18 or over, kept as
// a record of consent (Kenya's Data Protection Act 2019, section 32: the burden of proof is on
// us). Erased with the account.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE consents (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      -- 'terms': the terms (and the privacy notice they name) at version; 'adult': 18 or over.
      kind text NOT NULL CHECK (kind IN ('terms', 'adult')),
      version text NOT NULL,
      accepted_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (user_id, kind, version)
    );
  `.execute(db);
}
