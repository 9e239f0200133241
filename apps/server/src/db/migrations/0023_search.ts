import { sql, type Kysely } from 'kysely';

// Frozen once merged. One search box across every category (docs/decisions/0054-search-and-places.md).
// As in migration 0007, each offering carries copies of what its card is found and sorted by, kept
// by triggers, so a search is a walk of one index with a filter, whatever the size of the catalogue:
// the seller's towns (their own and those they also serve), whether an administrator verified them,
// and a full-text document of the seller's name, the service's title, the category's words in both
// languages, the towns and the description. Every word of the documents is kept once in
// search_words, whose trigram index turns a misspelt word (`plumer`) into the words it was meant to be.

/** The words people type for each category, in English and Kiswahili, beside its name. */
const categoryWords: Record<string, string> = {
  plumbing: 'plumbing plumber plumbers pipes leaks taps drains water tank heater fundi bomba mabomba mafundi',
  electrical: 'electrical electrician electricians wiring sockets lights power meter fundi umeme mafundi nyaya',
  cleaning: 'cleaning cleaner cleaners house office sofa carpet usafi msafishaji wasafishaji',
  moving: 'moving movers mover relocation lorry truck transport kuhamisha mizigo wahamishaji',
  painting: 'painting painter painters paint walls rangi kupaka mpaka wapaka',
  gardening: 'gardening gardener gardeners garden lawn landscaping bustani mtunza',
  carpentry: 'carpentry carpenter carpenters furniture wood doors useremala seremala maseremala mbao',
  appliance: 'appliance appliances repair fridge cooker washing machine tv vifaa kurekebisha fundi',
  catering: 'catering caterer caterers cook chef food events upishi mpishi wapishi chakula sherehe',
  photography: 'photography photographer photographers photos video wedding upigaji picha mpiga',
  tutoring: 'tutoring tutor tutors teacher lessons homework masomo mwalimu walimu ziada',
  fitness: 'fitness trainer trainers gym exercise yoga mazoezi viungo mkufunzi',
  beauty: 'beauty hair salon braids makeup nails barber urembo nywele msusi',
  it: 'it computer computers laptop phone network internet wifi software kompyuta mtandao',
  petcare: 'petcare pet pets dog dogs cat vet grooming wanyama vipenzi mbwa paka',
  events: 'events event planner planning wedding party decor hafla sherehe harusi',
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE EXTENSION IF NOT EXISTS pg_trgm;

    -- The towns a professional also takes jobs in, besides the one their location names.
    ALTER TABLE users ADD COLUMN towns_served text[] NOT NULL DEFAULT '{}';

    CREATE TABLE category_search_words (
      category text PRIMARY KEY,
      words text NOT NULL
    );

    -- A seller's own town first, then those they serve, without repeats or blanks.
    CREATE FUNCTION listing_towns(location text, served text[]) RETURNS text[]
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$
        SELECT coalesce(array_agg(town ORDER BY first), '{}')
        FROM (
          SELECT town, min(position) AS first
          FROM unnest(array_prepend(listing_town(location), served)) WITH ORDINALITY AS given(town, position)
          WHERE nullif(btrim(town), '') IS NOT NULL
          GROUP BY town
        ) AS towns
      $$;

    -- Weights rank the matches: A (name, title) before the rest (relevance).
    CREATE FUNCTION listing_document(seller_name text, title text, category_words text, towns text[], description text)
      RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$
        SELECT setweight(to_tsvector('simple', coalesce(seller_name, '') || ' ' || coalesce(title, '')), 'A')
            || setweight(to_tsvector('simple', coalesce(category_words, '')), 'B')
            || setweight(to_tsvector('simple', array_to_string(towns, ' ')), 'C')
            || setweight(to_tsvector('simple', coalesce(description, '')), 'D')
      $$;

    ALTER TABLE offerings
      ADD COLUMN seller_verified boolean NOT NULL DEFAULT false,
      ADD COLUMN seller_towns text[] NOT NULL DEFAULT '{}',
      ADD COLUMN search_document tsvector NOT NULL DEFAULT ''::tsvector,
      -- The seller's name and the service's title alone: the first walk of a relevance search.
      -- A column of its own, not weight A of the document, so its index finds exactly those
      -- matches and the planner knows how many there are.
      ADD COLUMN name_document tsvector NOT NULL DEFAULT ''::tsvector;

    CREATE TABLE search_words (word text PRIMARY KEY);
    CREATE INDEX search_words_trigram_idx ON search_words USING gin (word gin_trgm_ops);
  `.execute(db);

  for (const [category, words] of Object.entries(categoryWords)) {
    await sql`INSERT INTO category_search_words (category, words) VALUES (${category}, ${words})`.execute(db);
  }

  await sql`
    -- A new or changed offering takes its seller's towns, badge and words as they are now.
    CREATE FUNCTION offering_search() RETURNS trigger LANGUAGE plpgsql AS $fn$
    DECLARE
      seller record;
    BEGIN
      SELECT name, location, towns_served, verified_at INTO seller FROM users WHERE id = NEW.seller_id;
      NEW.seller_verified := seller.verified_at IS NOT NULL;
      NEW.seller_towns := listing_towns(seller.location, seller.towns_served);
      NEW.name_document := to_tsvector('simple', coalesce(seller.name, '') || ' ' || coalesce((SELECT title FROM services WHERE id = NEW.service_id), ''));
      NEW.search_document := listing_document(
        seller.name,
        (SELECT title FROM services WHERE id = NEW.service_id),
        (SELECT words || ' ' || category FROM category_search_words WHERE category = (SELECT category FROM services WHERE id = NEW.service_id)),
        NEW.seller_towns,
        NEW.description);
      RETURN NEW;
    END
    $fn$;
    CREATE TRIGGER offerings_search BEFORE INSERT OR UPDATE OF service_id, seller_id, description ON offerings
      FOR EACH ROW EXECUTE FUNCTION offering_search();

    -- A seller renamed, moved, verified or serving new towns: their offerings follow at once.
    CREATE FUNCTION seller_search() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      UPDATE offerings
        SET seller_verified = NEW.verified_at IS NOT NULL,
            seller_towns = listing_towns(NEW.location, NEW.towns_served),
            name_document = to_tsvector('simple', NEW.name || ' ' || services.title),
            search_document = listing_document(
              NEW.name, services.title,
              (SELECT words || ' ' || category FROM category_search_words WHERE category = services.category),
              listing_towns(NEW.location, NEW.towns_served), offerings.description)
        FROM services
        WHERE offerings.seller_id = NEW.id AND services.id = offerings.service_id;
      RETURN NULL;
    END
    $fn$;
    CREATE TRIGGER users_search AFTER UPDATE OF name, location, towns_served, verified_at ON users
      FOR EACH ROW
      WHEN (OLD.name IS DISTINCT FROM NEW.name
            OR OLD.location IS DISTINCT FROM NEW.location
            OR OLD.towns_served IS DISTINCT FROM NEW.towns_served
            OR (OLD.verified_at IS NULL) <> (NEW.verified_at IS NULL))
      EXECUTE FUNCTION seller_search();

    -- Every word of the documents once, for the typo search: a document's new words are added,
    -- and the words of a changed or deleted document that no other holds any more go, so a closed
    -- account's name does not stay behind (docs/privacy.md). plainto_tsquery reads a word as a
    -- word, whatever it holds.
    CREATE FUNCTION keep_search_words() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_OP <> 'INSERT' THEN
        DELETE FROM search_words
          WHERE word IN (SELECT DISTINCT word FROM old_rows, unnest(tsvector_to_array(old_rows.search_document)) AS word)
            AND NOT EXISTS (SELECT 1 FROM offerings WHERE offerings.search_document @@ plainto_tsquery('simple', search_words.word));
      END IF;
      IF TG_OP <> 'DELETE' THEN
        INSERT INTO search_words (word)
          SELECT DISTINCT word FROM new_rows, unnest(tsvector_to_array(new_rows.search_document)) AS word
          WHERE length(word) BETWEEN 3 AND 40
          ORDER BY word
          ON CONFLICT DO NOTHING;
      END IF;
      RETURN NULL;
    END
    $fn$;
    CREATE TRIGGER offerings_search_words_insert AFTER INSERT ON offerings
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_search_words();
    CREATE TRIGGER offerings_search_words_update AFTER UPDATE ON offerings
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_search_words();
    CREATE TRIGGER offerings_search_words_delete AFTER DELETE ON offerings
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION keep_search_words();

    UPDATE offerings SET description = description;

    CREATE INDEX offerings_search_idx ON offerings USING gin (search_document);
    CREATE INDEX offerings_names_idx ON offerings USING gin (name_document);
    CREATE INDEX offerings_towns_idx ON offerings USING gin (seller_towns);
    -- Page orders across every category: best rated, most reviewed, cheapest.
    CREATE INDEX offerings_rating_idx ON offerings (seller_rating DESC, seller_reviews DESC, created_at DESC, id DESC);
    CREATE INDEX offerings_reviews_idx ON offerings (seller_reviews DESC, seller_rating DESC, created_at DESC, id DESC);
    CREATE INDEX offerings_price_idx ON offerings (price_cents, id);
    -- A category cheapest first: the walk reads only that category's prices.
    CREATE INDEX offerings_category_price_idx ON offerings (category, price_cents, id);
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP TRIGGER offerings_search_words_insert ON offerings;
    DROP TRIGGER offerings_search_words_update ON offerings;
    DROP TRIGGER offerings_search_words_delete ON offerings;
    DROP TRIGGER users_search ON users;
    DROP TRIGGER offerings_search ON offerings;
    DROP FUNCTION keep_search_words(), seller_search(), offering_search();
    DROP INDEX offerings_search_idx, offerings_names_idx, offerings_towns_idx, offerings_rating_idx, offerings_reviews_idx, offerings_price_idx, offerings_category_price_idx;
    ALTER TABLE offerings DROP COLUMN seller_verified, DROP COLUMN seller_towns, DROP COLUMN search_document, DROP COLUMN name_document;
    DROP TABLE search_words, category_search_words;
    DROP FUNCTION listing_document(text, text, text, text[], text), listing_towns(text, text[]);
    ALTER TABLE users DROP COLUMN towns_served;
  `.execute(db);
}
