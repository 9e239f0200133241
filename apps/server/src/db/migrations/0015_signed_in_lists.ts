import { sql, type Kysely } from 'kysely';
import * as orderListVersions from './0010_order_list_versions';
import * as messageVersions from './0011_message_versions';

// Frozen once merged. The signed-in lists are read afresh on every request
// (docs/decisions/0034-signed-in-lists-read-afresh.md), so the versions that let a server send an
// unchanged list again go: 0010's and 0011's statement triggers on every write to orders and
// messages, the trigger that renewed every chat partner's version on a rename, their table, column
// and sequence.
//
// Which statuses are active (an order under way) is written once for the database: the
// generated column orders.is_active, read by the active orders' page indexes and by the order
// counts. It matches `activeStatuses` in packages/shared/src/orders.ts, the one list for the
// code (a test compares them): a new active status is one edit there and a migration that
// redefines this column.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    DROP TRIGGER message_versions_of_person ON users;
    DROP FUNCTION renew_message_versions_of_person();
    DROP TRIGGER message_versions_insert ON messages;
    DROP TRIGGER message_versions_update ON messages;
    DROP TRIGGER message_versions_delete ON messages;
    DROP FUNCTION renew_message_versions();
    DROP TABLE message_versions;
    DROP TRIGGER order_list_versions_insert ON orders;
    DROP TRIGGER order_list_versions_update ON orders;
    DROP TRIGGER order_list_versions_delete ON orders;
    DROP FUNCTION renew_order_list_versions();
    ALTER TABLE order_counts DROP COLUMN version;
    DROP SEQUENCE order_list_versions;

    ALTER TABLE orders ADD COLUMN is_active boolean NOT NULL GENERATED ALWAYS AS (status IN ('PENDING', 'ACCEPTED', 'IN_PROGRESS')) STORED;
    DROP INDEX orders_buyer_active_page_idx, orders_seller_active_page_idx;
    CREATE INDEX orders_buyer_active_page_idx ON orders (buyer_id, created_at DESC, id DESC) WHERE is_active;
    CREATE INDEX orders_seller_active_page_idx ON orders (seller_id, created_at DESC, id DESC) WHERE is_active;

    -- A trigger (0009) so that every way an order is written (the API, demo data, SQL) keeps each
    -- person's totals right; unchanged but for reading is_active instead of its own list.
    CREATE OR REPLACE FUNCTION count_order() RETURNS trigger LANGUAGE plpgsql AS $fn$
    DECLARE
      -- +1 where the order now counts, -1 where it counted before.
      active_change integer := 0;
      history_change integer := 0;
    BEGIN
      IF TG_OP <> 'DELETE' THEN
        IF NEW.is_active THEN active_change := 1; ELSE history_change := 1; END IF;
      END IF;
      IF TG_OP <> 'INSERT' THEN
        IF OLD.is_active THEN active_change := active_change - 1; ELSE history_change := history_change - 1; END IF;
      END IF;
      IF active_change = 0 AND history_change = 0 THEN RETURN NULL; END IF;
      INSERT INTO order_counts AS counts (user_id, buyer_active, buyer_history, seller_active, seller_history)
      SELECT person, buyer_active, buyer_history, seller_active, seller_history
      FROM (VALUES
        (COALESCE(NEW.buyer_id, OLD.buyer_id), active_change, history_change, 0, 0),
        (COALESCE(NEW.seller_id, OLD.seller_id), 0, 0, active_change, history_change)
      ) AS change (person, buyer_active, buyer_history, seller_active, seller_history)
      ORDER BY person
      ON CONFLICT (user_id) DO UPDATE SET
        buyer_active = counts.buyer_active + EXCLUDED.buyer_active,
        buyer_history = counts.buyer_history + EXCLUDED.buyer_history,
        seller_active = counts.seller_active + EXCLUDED.seller_active,
        seller_history = counts.seller_history + EXCLUDED.seller_history;
      RETURN NULL;
    END $fn$;
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION count_order() RETURNS trigger LANGUAGE plpgsql AS $fn$
    DECLARE
      active_change integer := 0;
      history_change integer := 0;
    BEGIN
      IF TG_OP <> 'DELETE' THEN
        IF NEW.status IN ('PENDING', 'ACCEPTED', 'IN_PROGRESS') THEN active_change := 1; ELSE history_change := 1; END IF;
      END IF;
      IF TG_OP <> 'INSERT' THEN
        IF OLD.status IN ('PENDING', 'ACCEPTED', 'IN_PROGRESS') THEN active_change := active_change - 1; ELSE history_change := history_change - 1; END IF;
      END IF;
      IF active_change = 0 AND history_change = 0 THEN RETURN NULL; END IF;
      INSERT INTO order_counts AS counts (user_id, buyer_active, buyer_history, seller_active, seller_history)
      SELECT person, buyer_active, buyer_history, seller_active, seller_history
      FROM (VALUES
        (COALESCE(NEW.buyer_id, OLD.buyer_id), active_change, history_change, 0, 0),
        (COALESCE(NEW.seller_id, OLD.seller_id), 0, 0, active_change, history_change)
      ) AS change (person, buyer_active, buyer_history, seller_active, seller_history)
      ORDER BY person
      ON CONFLICT (user_id) DO UPDATE SET
        buyer_active = counts.buyer_active + EXCLUDED.buyer_active,
        buyer_history = counts.buyer_history + EXCLUDED.buyer_history,
        seller_active = counts.seller_active + EXCLUDED.seller_active,
        seller_history = counts.seller_history + EXCLUDED.seller_history;
      RETURN NULL;
    END $fn$;
    DROP INDEX orders_buyer_active_page_idx, orders_seller_active_page_idx;
    ALTER TABLE orders DROP COLUMN is_active;
    CREATE INDEX orders_buyer_active_page_idx ON orders (buyer_id, created_at DESC, id DESC)
      WHERE status IN ('PENDING', 'ACCEPTED', 'IN_PROGRESS');
    CREATE INDEX orders_seller_active_page_idx ON orders (seller_id, created_at DESC, id DESC)
      WHERE status IN ('PENDING', 'ACCEPTED', 'IN_PROGRESS');
  `.execute(db);
  await orderListVersions.up(db);
  await messageVersions.up(db);
}
