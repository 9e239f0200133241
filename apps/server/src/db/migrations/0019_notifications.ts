import { sql, type Kysely } from 'kysely';

// Frozen once merged. Notifications (docs/decisions/0050-notifications.md): the outbox every
// notice is written to in the transaction of the event it tells of, sent by a worker in every
// instance (SKIP LOCKED) and kept with the provider's answer and delivery report; each
// person's choices per kind and channel; when each person last had a live page open (a message
// is told only to someone away); the last message notice per conversation (at most one an
// hour); and the 6-digit codes that reset a phone-only account's password.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    -- Apart from users: written every 30 seconds for everyone online, it must not take the
    -- users rows' locks that bookings and profile saves take.
    CREATE TABLE user_presence (
      user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      last_connected_at timestamptz NOT NULL
    );

    CREATE TABLE notifications (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      -- The preference it obeys ('account' for reset codes: never turned off).
      kind text NOT NULL CHECK (kind IN ('orders', 'messages', 'news', 'account')),
      event text NOT NULL,
      channel text NOT NULL CHECK (channel IN ('sms', 'email')),
      recipient text NOT NULL,
      language text NOT NULL,
      -- What the text is filled with; the text itself is written when it is sent (the worker
      -- knows PUBLIC_URL), and a reset code is blanked from here once sent.
      notice_values jsonb NOT NULL,
      subject text,
      body text,
      -- The event once per person and channel: written twice, it is kept once.
      dedupe_key text UNIQUE,
      status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SENT', 'FAILED')),
      attempts integer NOT NULL DEFAULT 0,
      -- When a worker may take it next; null once SENT or FAILED.
      next_attempt_at timestamptz DEFAULT now(),
      last_error text,
      provider_message_id text,
      provider_status text,
      delivery_status text,
      delivery_failure text,
      delivered_at timestamptz,
      sent_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX notifications_due_idx ON notifications (next_attempt_at) WHERE status = 'PENDING';
    CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC);
    CREATE INDEX notifications_provider_idx ON notifications (provider_message_id) WHERE provider_message_id IS NOT NULL;

    -- Absent: the defaults (orders and messages on, news off).
    CREATE TABLE notification_preferences (
      user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      orders_sms boolean NOT NULL,
      orders_email boolean NOT NULL,
      messages_sms boolean NOT NULL,
      messages_email boolean NOT NULL,
      news_sms boolean NOT NULL,
      news_email boolean NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE conversation_notices (
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      other_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      last_told_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, other_id)
    );

    -- One live code per account; spent or used up, it is deleted.
    CREATE TABLE password_reset_codes (
      user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      code_hash text NOT NULL,
      expires_at timestamptz NOT NULL,
      wrong_tries integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}
