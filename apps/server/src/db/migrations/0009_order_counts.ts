import { sql, type Kysely } from 'kysely';

// Frozen once merged. Every orders list answers with its total ('View all (n)', the spec's
// newOrdersCount), and counting a busy seller's thousands of orders on every dashboard visit
// cost more than reading the page (docs/decisions/0031-order-lists.md). Each person's
// counts per side and state are kept here by a trigger on orders, so a total is one row.
//
// Lock order: the two people's rows are taken after the order's own row and in the order of
// their ids, by one statement, and nothing else is locked after them before the commit; so two
// orders between the same two people, in either direction, cannot deadlock on them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE order_counts (
      user_id uuid PRIMARY KEY REFERENCES users(id),
      buyer_active integer NOT NULL DEFAULT 0,
      buyer_history integer NOT NULL DEFAULT 0,
      seller_active integer NOT NULL DEFAULT 0,
      seller_history integer NOT NULL DEFAULT 0
    );

    INSERT INTO order_counts (user_id, buyer_active, buyer_history, seller_active, seller_history)
    SELECT user_id, sum(buyer_active), sum(buyer_history), sum(seller_active), sum(seller_history)
    FROM (
      SELECT buyer_id AS user_id, (status IN ('PENDING', 'ACCEPTED', 'IN_PROGRESS'))::int AS buyer_active,
             (status NOT IN ('PENDING', 'ACCEPTED', 'IN_PROGRESS'))::int AS buyer_history, 0 AS seller_active, 0 AS seller_history
      FROM orders
      UNION ALL
      SELECT seller_id, 0, 0, (status IN ('PENDING', 'ACCEPTED', 'IN_PROGRESS'))::int, (status NOT IN ('PENDING', 'ACCEPTED', 'IN_PROGRESS'))::int
      FROM orders
    ) AS sides
    GROUP BY user_id;

    CREATE FUNCTION count_order() RETURNS trigger LANGUAGE plpgsql AS $fn$
    DECLARE
      -- +1 where the order now counts, -1 where it counted before.
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
    CREATE TRIGGER count_order AFTER INSERT OR UPDATE OF status OR DELETE ON orders
      FOR EACH ROW EXECUTE FUNCTION count_order();
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP TRIGGER count_order ON orders;
    DROP FUNCTION count_order();
    DROP TABLE order_counts;
  `.execute(db);
}
