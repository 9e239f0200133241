import { sql, type Kysely } from 'kysely';

// Frozen once merged. Keeps every signed-in list as cheap for the busiest account as for a new
// one (1,000,000 orders and 5,000,000 messages; see bench/README.md,
// "3. Scale"). Each list reads only the rows of the page it shows.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    -- Orders. The page indexes carry the status, so counting a state is an index-only scan;
    -- active orders (a few among thousands finished) get page indexes of their own.
    DROP INDEX orders_buyer_page_idx, orders_seller_page_idx, orders_seller_active_idx;
    CREATE INDEX orders_buyer_page_idx ON orders (buyer_id, created_at DESC, id DESC) INCLUDE (status);
    CREATE INDEX orders_seller_page_idx ON orders (seller_id, created_at DESC, id DESC) INCLUDE (status);
    CREATE INDEX orders_buyer_active_page_idx ON orders (buyer_id, created_at DESC, id DESC)
      WHERE status IN ('PENDING', 'ACCEPTED', 'IN_PROGRESS');
    CREATE INDEX orders_seller_active_page_idx ON orders (seller_id, created_at DESC, id DESC)
      WHERE status IN ('PENDING', 'ACCEPTED', 'IN_PROGRESS');

    -- Messages. A thread's page is a range of the pair index in keyset order (created_at, id);
    -- unread messages are found by receiver and sender (opening a thread, unread counts).
    DROP INDEX messages_pair_idx, messages_unread_idx;
    CREATE INDEX messages_pair_page_idx
      ON messages (LEAST(sender_id, receiver_id), GREATEST(sender_id, receiver_id), created_at DESC, id DESC);
    CREATE INDEX messages_unread_idx ON messages (receiver_id, sender_id) WHERE read_at IS NULL;

    -- Each person's conversations with their latest message, so the list is one index range
    -- instead of a scan of all their messages. Kept by a trigger, so every way a message is
    -- written (the API, demo data, tests) keeps it right. Messages are never deleted.
    CREATE TABLE conversations (
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      other_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      last_message_id uuid NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
      last_message_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, other_id)
    );
    CREATE INDEX conversations_recent_idx ON conversations (user_id, last_message_at DESC, last_message_id DESC);

    CREATE FUNCTION track_conversation() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      -- Both people's rows, always the lower user id first: two messages crossing in one
      -- conversation lock the rows in the same order and cannot deadlock.
      INSERT INTO conversations AS c (user_id, other_id, last_message_id, last_message_at)
      VALUES (LEAST(NEW.sender_id, NEW.receiver_id), GREATEST(NEW.sender_id, NEW.receiver_id), NEW.id, NEW.created_at),
             (GREATEST(NEW.sender_id, NEW.receiver_id), LEAST(NEW.sender_id, NEW.receiver_id), NEW.id, NEW.created_at)
      ON CONFLICT (user_id, other_id) DO UPDATE
        SET last_message_id = EXCLUDED.last_message_id, last_message_at = EXCLUDED.last_message_at
        -- The latest by (created_at, id), as the thread orders them.
        WHERE (c.last_message_at, c.last_message_id) < (EXCLUDED.last_message_at, EXCLUDED.last_message_id);
      RETURN NULL;
    END
    $$;
    CREATE TRIGGER messages_track_conversation AFTER INSERT ON messages
      FOR EACH ROW EXECUTE FUNCTION track_conversation();

    INSERT INTO conversations (user_id, other_id, last_message_id, last_message_at)
    SELECT DISTINCT ON (user_id, other_id) user_id, other_id, id, created_at
    FROM (
      SELECT sender_id AS user_id, receiver_id AS other_id, id, created_at FROM messages
      UNION ALL
      SELECT receiver_id, sender_id, id, created_at FROM messages
    ) AS both_sides
    ORDER BY user_id, other_id, created_at DESC, id DESC;
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP TRIGGER messages_track_conversation ON messages;
    DROP FUNCTION track_conversation();
    DROP TABLE conversations;
    DROP INDEX messages_pair_page_idx, messages_unread_idx;
    CREATE INDEX messages_pair_idx ON messages (LEAST(sender_id, receiver_id), GREATEST(sender_id, receiver_id), created_at);
    CREATE INDEX messages_unread_idx ON messages (receiver_id) WHERE read_at IS NULL;
    DROP INDEX orders_buyer_page_idx, orders_seller_page_idx, orders_buyer_active_page_idx, orders_seller_active_page_idx;
    CREATE INDEX orders_buyer_page_idx ON orders (buyer_id, created_at DESC, id DESC);
    CREATE INDEX orders_seller_page_idx ON orders (seller_id, created_at DESC, id DESC);
    CREATE INDEX orders_seller_active_idx ON orders (seller_id) WHERE status IN ('PENDING', 'ACCEPTED', 'IN_PROGRESS');
  `.execute(db);
}
