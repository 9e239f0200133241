import { sql, type Kysely } from 'kysely';

// Frozen once merged. Sessions with rotating refresh tokens, password resets, the state of
// sign-ins in flight with an OpenID provider, and why people close their accounts.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    -- One signed-in device. Its refresh tokens form one family: reusing a rotated token
    -- revokes the session (theft detection, docs/decisions/0007-sessions-and-refresh-tokens.md).
    CREATE TABLE sessions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      remember_me boolean NOT NULL,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_used_at timestamptz NOT NULL DEFAULT now(),
      revoked_at timestamptz,
      revoked_reason text
    );
    CREATE INDEX sessions_user_id_idx ON sessions (user_id) WHERE revoked_at IS NULL;

    -- Only a hash of each refresh token is kept: a leaked table cannot sign anyone in.
    CREATE TABLE refresh_tokens (
      token_hash text PRIMARY KEY,
      session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      rotated_at timestamptz
    );
    CREATE INDEX refresh_tokens_session_id_idx ON refresh_tokens (session_id);

    CREATE TABLE password_resets (
      token_hash text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX password_resets_user_id_idx ON password_resets (user_id);

    -- A sign-in with the OpenID provider between leaving and coming back (state, PKCE).
    CREATE TABLE oidc_logins (
      state_hash text PRIMARY KEY,
      code_verifier text NOT NULL,
      nonce text NOT NULL,
      remember_me boolean NOT NULL DEFAULT false,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    -- Why accounts were closed; nothing here points back to the erased person.
    CREATE TABLE account_deletions (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      reason text NOT NULL,
      other_reason text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE account_deletions, oidc_logins, password_resets, refresh_tokens, sessions`.execute(db);
}
