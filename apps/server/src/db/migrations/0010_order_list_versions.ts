import { sql, type Kysely } from 'kysely';

// Frozen once merged. The signed-in order lists are asked on every dashboard visit and mostly
// find nothing changed; a server keeps the last answer of each list and sends it again while
// the person's orders are as they were (features/orders/kept-order-lists.ts). What changed is
// told by `version` on the person's order_counts row: every statement that writes an order
// gives both of its people's rows a new value from one sequence, so a value is never given
// twice, not even after the rows are deleted and counted again. The cards copy everything
// they show onto the order (migration 0008), so no change to a card escapes this trigger.
//
// Lock order as in 0009: the people's rows are taken after the orders' rows, once per
// statement, in the order of their ids.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE SEQUENCE order_list_versions AS bigint;
    ALTER TABLE order_counts ADD COLUMN version bigint NOT NULL DEFAULT nextval('order_list_versions');

    CREATE FUNCTION renew_order_list_versions() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      -- A transition table exists only for the events that have it, hence one query per event.
      IF TG_OP = 'INSERT' THEN
        INSERT INTO order_counts (user_id)
        SELECT buyer_id FROM new_rows UNION SELECT seller_id FROM new_rows ORDER BY 1
        ON CONFLICT (user_id) DO UPDATE SET version = nextval('order_list_versions');
      ELSIF TG_OP = 'UPDATE' THEN
        INSERT INTO order_counts (user_id)
        SELECT buyer_id FROM new_rows UNION SELECT seller_id FROM new_rows
        UNION SELECT buyer_id FROM old_rows UNION SELECT seller_id FROM old_rows ORDER BY 1
        ON CONFLICT (user_id) DO UPDATE SET version = nextval('order_list_versions');
      ELSE
        INSERT INTO order_counts (user_id)
        SELECT buyer_id FROM old_rows UNION SELECT seller_id FROM old_rows ORDER BY 1
        ON CONFLICT (user_id) DO UPDATE SET version = nextval('order_list_versions');
      END IF;
      RETURN NULL;
    END $fn$;
    CREATE TRIGGER order_list_versions_insert AFTER INSERT ON orders
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION renew_order_list_versions();
    CREATE TRIGGER order_list_versions_update AFTER UPDATE ON orders
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION renew_order_list_versions();
    CREATE TRIGGER order_list_versions_delete AFTER DELETE ON orders
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION renew_order_list_versions();
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP TRIGGER order_list_versions_insert ON orders;
    DROP TRIGGER order_list_versions_update ON orders;
    DROP TRIGGER order_list_versions_delete ON orders;
    DROP FUNCTION renew_order_list_versions();
    ALTER TABLE order_counts DROP COLUMN version;
    DROP SEQUENCE order_list_versions;
  `.execute(db);
}
