import { sql, type Kysely } from 'kysely';

// Frozen once merged. A category page shows its professionals best rated first, a page at a
// time, at the same cost for 10 plumbers as for 10,000 (docs/decisions/0019-category-pages.md). The
// order mixes the service's category with the seller's rating, so each offering carries copies of
// both, kept by triggers: one index then walks a category in page order, and a counter table keeps
// each category's towns.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    -- "South B, Nairobi" is in Nairobi: the last part of a location names the town.
    CREATE FUNCTION listing_town(location text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT NULLIF(btrim(regexp_replace(location, '^.*,', ''), E' \\t\\r\\n'), '') $$;

    -- The rating a card shows (the spec: rounded to 1 decimal), in tenths: 4.5 is 45.
    CREATE FUNCTION listing_rating(rating_sum integer, rating_count integer) RETURNS smallint
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT CASE WHEN rating_count > 0 THEN round(rating_sum * 10.0 / rating_count)::smallint ELSE 0 END $$;

    ALTER TABLE offerings
      ADD COLUMN category text,
      ADD COLUMN seller_rating smallint NOT NULL DEFAULT 0,
      ADD COLUMN seller_reviews integer NOT NULL DEFAULT 0,
      ADD COLUMN seller_town text;

    UPDATE offerings SET category = services.category FROM services WHERE services.id = offerings.service_id;
    UPDATE offerings
      SET seller_rating = listing_rating(users.rating_sum, users.rating_count),
          seller_reviews = users.rating_count,
          seller_town = listing_town(users.location)
      FROM users WHERE users.id = offerings.seller_id;
    -- Always set by the trigger below; the default only lets an insert leave it out.
    ALTER TABLE offerings ALTER COLUMN category SET NOT NULL, ALTER COLUMN category SET DEFAULT '';

    -- A new offering takes its category and its seller's standing as they are now.
    CREATE FUNCTION offering_listing() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      SELECT category INTO NEW.category FROM services WHERE id = NEW.service_id;
      SELECT listing_rating(rating_sum, rating_count), rating_count, listing_town(location)
        INTO NEW.seller_rating, NEW.seller_reviews, NEW.seller_town
        FROM users WHERE id = NEW.seller_id;
      RETURN NEW;
    END
    $fn$;
    CREATE TRIGGER offerings_listing BEFORE INSERT OR UPDATE OF service_id, seller_id ON offerings
      FOR EACH ROW EXECUTE FUNCTION offering_listing();

    -- A review or a move updates every offering of the seller in the same transaction. It runs
    -- while the seller's row is locked, so whatever also changes a seller's row and offerings
    -- (closing the account) locks the row first (see account.service.ts).
    CREATE FUNCTION seller_listing() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      UPDATE offerings
        SET seller_rating = listing_rating(NEW.rating_sum, NEW.rating_count),
            seller_reviews = NEW.rating_count,
            seller_town = listing_town(NEW.location)
        WHERE seller_id = NEW.id;
      RETURN NULL;
    END
    $fn$;
    CREATE TRIGGER users_listing AFTER UPDATE OF rating_sum, rating_count, location ON users
      FOR EACH ROW
      WHEN (OLD.rating_sum IS DISTINCT FROM NEW.rating_sum
            OR OLD.rating_count IS DISTINCT FROM NEW.rating_count
            OR OLD.location IS DISTINCT FROM NEW.location)
      EXECUTE FUNCTION seller_listing();

    -- A category's page order: best rated, then most reviewed, then newest offering. The town
    -- rides along so the town filter stays inside the index.
    CREATE INDEX offerings_category_page_idx
      ON offerings (category, seller_rating DESC, seller_reviews DESC, created_at DESC, id DESC) INCLUDE (seller_town);

    -- How many offerings each category has in each town ('' for none given): the town filter
    -- and the page's count read a handful of rows instead of counting 10,000 plumbers.
    CREATE TABLE category_towns (
      category text NOT NULL,
      town text NOT NULL,
      offerings integer NOT NULL CHECK (offerings >= 0),
      PRIMARY KEY (category, town)
    );
    INSERT INTO category_towns (category, town, offerings)
    SELECT category, coalesce(seller_town, ''), count(*) FROM offerings GROUP BY 1, 2;

    -- Once per statement, with the counters in key order: two statements changing the same
    -- counters (two sellers closing their accounts) take them in the same order and cannot
    -- deadlock, which one trigger per row could.
    -- (category, town, delta). A count that falls is always there already; one that rises may be new.
    CREATE FUNCTION shift_category_town(text, text, integer) RETURNS void LANGUAGE plpgsql AS $fn$
    BEGIN
      IF $3 > 0 THEN
        INSERT INTO category_towns AS counted (category, town, offerings) VALUES ($1, $2, $3)
        ON CONFLICT (category, town) DO UPDATE SET offerings = counted.offerings + EXCLUDED.offerings;
      ELSE
        UPDATE category_towns SET offerings = offerings + $3 WHERE category = $1 AND town = $2;
      END IF;
    END
    $fn$;
    CREATE FUNCTION count_category_towns() RETURNS trigger LANGUAGE plpgsql AS $fn$
    DECLARE
      change record;
    BEGIN
      -- Each branch reads only the transition tables its kind of statement has.
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
    CREATE TRIGGER offerings_town_counts_insert AFTER INSERT ON offerings
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_category_towns();
    CREATE TRIGGER offerings_town_counts_update AFTER UPDATE ON offerings
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_category_towns();
    CREATE TRIGGER offerings_town_counts_delete AFTER DELETE ON offerings
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_category_towns();

    -- A number that moves with every committed change to what GET /api/services shows, so a
    -- request checks one row instead of reading and comparing the whole catalogue. It is a row
    -- (not a sequence) so a change is seen only once committed: a reader that finds version N
    -- then reads the catalogue reads at least what N stands for. Only catalogue writes (a
    -- service, a review, a seller's public profile) take its lock; sign-ins and orders do not.
    CREATE TABLE catalogue_version (
      single boolean PRIMARY KEY DEFAULT true CHECK (single),
      version bigint NOT NULL DEFAULT 0
    );
    INSERT INTO catalogue_version DEFAULT VALUES;
    CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      UPDATE catalogue_version SET version = version + 1;
      RETURN NULL;
    END
    $fn$;
    CREATE TRIGGER offerings_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON offerings
      FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
    CREATE TRIGGER services_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON services
      FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
    CREATE TRIGGER reviews_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON reviews
      FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
    CREATE TRIGGER users_catalogue_version
      AFTER UPDATE OF name, bio, location, phone, profile_photo_id, rating_sum, rating_count, deleted_at ON users
      FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
    -- The categories page counts each category's different professionals.
    CREATE INDEX offerings_category_sellers_idx ON offerings (category, seller_id);
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP TRIGGER offerings_catalogue_version ON offerings;
    DROP TRIGGER services_catalogue_version ON services;
    DROP TRIGGER reviews_catalogue_version ON reviews;
    DROP TRIGGER users_catalogue_version ON users;
    DROP FUNCTION bump_catalogue_version();
    DROP TABLE catalogue_version;
    DROP TRIGGER offerings_town_counts_insert ON offerings;
    DROP TRIGGER offerings_town_counts_update ON offerings;
    DROP TRIGGER offerings_town_counts_delete ON offerings;
    DROP FUNCTION count_category_towns(), shift_category_town(text, text, integer);
    DROP TABLE category_towns;
    DROP TRIGGER users_listing ON users;
    DROP TRIGGER offerings_listing ON offerings;
    DROP FUNCTION seller_listing(), offering_listing();
    DROP INDEX offerings_category_page_idx, offerings_category_sellers_idx;
    ALTER TABLE offerings DROP COLUMN category, DROP COLUMN seller_rating, DROP COLUMN seller_reviews, DROP COLUMN seller_town;
    DROP FUNCTION listing_town(text), listing_rating(integer, integer);
  `.execute(db);
}
