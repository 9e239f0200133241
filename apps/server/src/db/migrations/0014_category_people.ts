import { sql, type Kysely } from 'kysely';

// Frozen once merged. A category's counts are of people, not of offerings: a plumber with two
// plumbing services is one plumber on /services, on the category page's count and on its town
// chips (docs/decisions/0019-category-pages.md). Migration 0007's counters counted offerings;
// they now count sellers. Whether an offering brings a new seller to a category (or takes the
// last one away) depends on the seller's other offerings there, so each (category, seller,
// town) keeps how many offerings it has, and its town's counter moves only when that number
// leaves or reaches zero. Upserting that row is what makes two services added at once by the
// same seller count them once: the second statement waits for the first's row.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE category_sellers (
      category text NOT NULL,
      seller_id uuid NOT NULL,
      -- '' for a seller without a town, as in category_towns.
      town text NOT NULL,
      -- Never left at 0: the row goes when the seller's last offering there does.
      offerings integer NOT NULL CHECK (offerings >= 0),
      PRIMARY KEY (category, seller_id, town)
    );
    INSERT INTO category_sellers (category, seller_id, town, offerings)
    SELECT category, seller_id, coalesce(seller_town, ''), count(*) FROM offerings GROUP BY 1, 2, 3;

    ALTER TABLE category_towns RENAME COLUMN offerings TO sellers;
    DELETE FROM category_towns;
    INSERT INTO category_towns (category, town, sellers)
    SELECT category, town, count(*) FROM category_sellers GROUP BY 1, 2;

    CREATE OR REPLACE FUNCTION shift_category_town(text, text, integer) RETURNS void LANGUAGE plpgsql AS $fn$
    BEGIN
      IF $3 > 0 THEN
        INSERT INTO category_towns AS counted (category, town, sellers) VALUES ($1, $2, $3)
        ON CONFLICT (category, town) DO UPDATE SET sellers = counted.sellers + EXCLUDED.sellers;
      ELSE
        UPDATE category_towns SET sellers = sellers + $3 WHERE category = $1 AND town = $2;
      END IF;
    END
    $fn$;

    -- (category, seller, town, change in offerings). Returns 1 when the seller arrives in that
    -- category and town, -1 when they leave it, 0 otherwise.
    CREATE FUNCTION shift_category_seller(text, uuid, text, integer) RETURNS integer LANGUAGE plpgsql AS $fn$
    DECLARE
      counted integer;
    BEGIN
      IF $4 > 0 THEN
        INSERT INTO category_sellers AS seller (category, seller_id, town, offerings) VALUES ($1, $2, $3, $4)
        ON CONFLICT (category, seller_id, town) DO UPDATE SET offerings = seller.offerings + EXCLUDED.offerings
        RETURNING offerings INTO counted;
        RETURN CASE WHEN counted = $4 THEN 1 ELSE 0 END;
      END IF;
      UPDATE category_sellers SET offerings = offerings + $4 WHERE category = $1 AND seller_id = $2 AND town = $3
      RETURNING offerings INTO counted;
      IF NOT FOUND OR counted > 0 THEN
        RETURN 0;
      END IF;
      DELETE FROM category_sellers WHERE category = $1 AND seller_id = $2 AND town = $3;
      RETURN -1;
    END
    $fn$;

    -- Once per statement, as before: first every seller's row, then the towns' counters, each
    -- in key order, so two statements never take the same rows in opposite orders.
    CREATE OR REPLACE FUNCTION count_category_towns() RETURNS trigger LANGUAGE plpgsql AS $fn$
    DECLARE
      change record;
      town_categories text[] := '{}';
      town_names text[] := '{}';
      town_changes integer[] := '{}';
      arrived integer;
    BEGIN
      -- Each branch reads only the transition tables its kind of statement has.
      IF TG_OP = 'INSERT' THEN
        FOR change IN
          SELECT category, seller_id, coalesce(seller_town, '') AS town, count(*)::integer AS delta
          FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
        LOOP
          arrived := shift_category_seller(change.category, change.seller_id, change.town, change.delta);
          IF arrived <> 0 THEN
            town_categories := town_categories || change.category;
            town_names := town_names || change.town;
            town_changes := town_changes || arrived;
          END IF;
        END LOOP;
      ELSIF TG_OP = 'DELETE' THEN
        FOR change IN
          SELECT category, seller_id, coalesce(seller_town, '') AS town, -count(*)::integer AS delta
          FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
        LOOP
          arrived := shift_category_seller(change.category, change.seller_id, change.town, change.delta);
          IF arrived <> 0 THEN
            town_categories := town_categories || change.category;
            town_names := town_names || change.town;
            town_changes := town_changes || arrived;
          END IF;
        END LOOP;
      ELSE
        FOR change IN
          SELECT category, seller_id, town, sum(delta)::integer AS delta
          FROM (
            SELECT category, seller_id, coalesce(seller_town, '') AS town, 1 AS delta FROM new_rows
            UNION ALL
            SELECT category, seller_id, coalesce(seller_town, ''), -1 FROM old_rows
          ) AS changes
          GROUP BY 1, 2, 3 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3
        LOOP
          arrived := shift_category_seller(change.category, change.seller_id, change.town, change.delta);
          IF arrived <> 0 THEN
            town_categories := town_categories || change.category;
            town_names := town_names || change.town;
            town_changes := town_changes || arrived;
          END IF;
        END LOOP;
      END IF;
      FOR change IN
        SELECT category, town, sum(delta)::integer AS delta
        FROM unnest(town_categories, town_names, town_changes) AS moved (category, town, delta)
        GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2
      LOOP
        PERFORM shift_category_town(change.category, change.town, change.delta);
      END LOOP;
      RETURN NULL;
    END
    $fn$;
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION count_category_towns() RETURNS trigger LANGUAGE plpgsql AS $fn$
    DECLARE
      change record;
    BEGIN
      IF TG_OP = 'INSERT' THEN
        FOR change IN
          SELECT category, coalesce(seller_town, '') AS town, count(*)::integer AS delta
          FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
        LOOP
          PERFORM shift_category_town(change.category, change.town, change.delta);
        END LOOP;
      ELSIF TG_OP = 'DELETE' THEN
        FOR change IN
          SELECT category, coalesce(seller_town, '') AS town, -count(*)::integer AS delta
          FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
        LOOP
          PERFORM shift_category_town(change.category, change.town, change.delta);
        END LOOP;
      ELSE
        FOR change IN
          SELECT category, town, sum(delta)::integer AS delta
          FROM (
            SELECT category, coalesce(seller_town, '') AS town, 1 AS delta FROM new_rows
            UNION ALL
            SELECT category, coalesce(seller_town, ''), -1 FROM old_rows
          ) AS changes
          GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2
        LOOP
          PERFORM shift_category_town(change.category, change.town, change.delta);
        END LOOP;
      END IF;
      RETURN NULL;
    END
    $fn$;
    DROP FUNCTION shift_category_seller(text, uuid, text, integer);
    ALTER TABLE category_towns RENAME COLUMN sellers TO offerings;
    CREATE OR REPLACE FUNCTION shift_category_town(text, text, integer) RETURNS void LANGUAGE plpgsql AS $fn$
    BEGIN
      IF $3 > 0 THEN
        INSERT INTO category_towns AS counted (category, town, offerings) VALUES ($1, $2, $3)
        ON CONFLICT (category, town) DO UPDATE SET offerings = counted.offerings + EXCLUDED.offerings;
      ELSE
        UPDATE category_towns SET offerings = offerings + $3 WHERE category = $1 AND town = $2;
      END IF;
    END
    $fn$;
    DELETE FROM category_towns;
    INSERT INTO category_towns (category, town, offerings)
    SELECT category, coalesce(seller_town, ''), count(*) FROM offerings GROUP BY 1, 2;
    DROP TABLE category_sellers;
  `.execute(db);
}
