-- The catalogue's 4 sample services of each category, and 1 to 3 offerings per seller within
-- the seller's category, priced around the catalogue's "From KSh".

CREATE UNLOGGED TABLE scale_services AS
SELECT cat.id AS category, (ord - 1)::int AS sample, gen_random_uuid() AS id,
       sample->>'title' AS title, (sample->>'fromPrice')::int AS from_price_ksh
FROM scale_categories cat
CROSS JOIN jsonb_array_elements(cat.samples) WITH ORDINALITY AS t(sample, ord);

INSERT INTO services (id, category, title, created_at)
SELECT s.id, s.category, s.title, p.generated_at - interval '1100 days'
FROM scale_services s, scale_params p;

-- Offering k of a seller is sample (first_sample + k) mod 4 of the category: never twice the
-- same service, as the unique (service_id, seller_id) requires.
CREATE UNLOGGED TABLE scale_offerings AS
SELECT s.rank AS seller_rank, k, s.id AS seller_id, svc.id AS service_id, svc.title, svc.category,
       -- 80% to 200% of the catalogue price, rounded to 50 KSh, in cents.
       (round(svc.from_price_ksh * (0.8 + unit(s.rank * 4 + k, 31) * 1.2) / 50) * 50 * 100)::bigint AS price_cents,
       floor(unit(s.rank * 4 + k, 32) * 25)::int AS experience_years
FROM scale_sellers s
CROSS JOIN generate_series(0, s.offering_count - 1) AS k
JOIN scale_services svc ON svc.category = s.category AND svc.sample = (s.first_sample + k) % 4;
ALTER TABLE scale_offerings ADD PRIMARY KEY (seller_rank, k);

-- The load runs without triggers (generate.ts), so the copies migrations 0007 and 0023's triggers
-- keep (category, seller's town; towns, badge and search document) are written here; the ratings
-- follow the reviews (04).
INSERT INTO offerings (service_id, seller_id, description, price_cents, experience_years, created_at, category, seller_town,
                       seller_towns, seller_verified, search_document, name_document)
SELECT d.service_id, d.seller_id, d.description, d.price_cents, d.experience_years, d.created_at, d.category, listing_town(u.location),
       listing_towns(u.location, u.towns_served), u.verified_at IS NOT NULL,
       listing_document(u.name, d.title, (SELECT words || ' ' || category FROM category_search_words c WHERE c.category = d.category),
                        listing_towns(u.location, u.towns_served), d.description),
       to_tsvector('simple', u.name || ' ' || d.title)
FROM (
  SELECT o.service_id, o.seller_id, o.title, o.category, o.price_cents, o.experience_years,
         o.title || ': ' || pick(ARRAY[
           'Quality work with my own tools, and a guarantee on labour.',
           'Available evenings and weekends; I come with materials when you ask.',
           'Fair prices, clear quotes, and photos of the finished job.',
           'Trained and certified, with references from happy clients near you.',
           'Fast response within the day across town.'
         ], unit(o.seller_rank * 4 + o.k, 33)) AS description,
         p.generated_at - (365 + unit(o.seller_rank * 4 + o.k, 34) * 365) * interval '1 day' AS created_at
  FROM scale_offerings o CROSS JOIN scale_params p
) AS d
JOIN users u ON u.id = d.seller_id;

-- The search's word list (migration 0023's trigger, skipped by the load).
INSERT INTO search_words (word)
SELECT DISTINCT word FROM offerings, unnest(tsvector_to_array(search_document)) AS word
WHERE length(word) BETWEEN 3 AND 40
ON CONFLICT DO NOTHING;

-- The people and towns counters (migrations 0007 and 0014's triggers, skipped by the load).
INSERT INTO category_sellers (category, seller_id, town, offerings)
SELECT category, seller_id, coalesce(seller_town, ''), count(*) FROM offerings GROUP BY 1, 2, 3;
INSERT INTO category_towns (category, town, sellers)
SELECT category, town, count(*) FROM category_sellers GROUP BY 1, 2;

ANALYZE scale_offerings;
