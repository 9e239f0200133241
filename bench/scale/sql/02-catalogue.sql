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

-- The load runs without triggers (generate.ts), so the copies migration 0007's triggers keep
-- (category, seller's town) are written here; the ratings follow the reviews (04).
INSERT INTO offerings (service_id, seller_id, description, price_cents, experience_years, created_at, category, seller_town)
SELECT o.service_id, o.seller_id,
       o.title || ': ' || pick(ARRAY[
         'Quality work with my own tools, and a guarantee on labour.',
         'Available evenings and weekends; I come with materials when you ask.',
         'Fair prices, clear quotes, and photos of the finished job.',
         'Trained and certified, with references from happy clients near you.',
         'Fast response within the day across town.'
       ], unit(o.seller_rank * 4 + o.k, 33)),
       o.price_cents, o.experience_years,
       p.generated_at - (365 + unit(o.seller_rank * 4 + o.k, 34) * 365) * interval '1 day',
       o.category, listing_town(u.location)
FROM scale_offerings o
JOIN users u ON u.id = o.seller_id
CROSS JOIN scale_params p;

-- The towns' counters (migration 0007's triggers, skipped by the load).
INSERT INTO category_towns (category, town, offerings)
SELECT category, coalesce(seller_town, ''), count(*) FROM offerings GROUP BY 1, 2;

ANALYZE scale_offerings;
