-- Sellers and buyers. Everyone has a rank: rank 1 is the busiest, because orders and chats
-- pick their seller and buyer with a skewed draw (rank = 1 + floor(count * u^2)), so a few
-- accounts are very active (thousands of orders) and most have a handful.
-- bench/scale/generate.ts runs these files with search_path = scale_gen, public: the staging
-- tables (scale_*) and helpers live in the scratch schema scale_gen, dropped after the load.

-- A uniform draw in [0, 1) that depends only on (n, salt): every run has the same shape
-- (only the random ids and the clock differ).
CREATE FUNCTION unit(n bigint, salt bigint) RETURNS float8
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (hashint8extended(n, salt) & 4503599627370495)::float8 / 4503599627370496.0 $$;

-- Picks one element of a text array with a draw in [0, 1).
CREATE FUNCTION pick(choices text[], u float8) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT choices[1 + floor(u * cardinality(choices))::int] $$;

CREATE UNLOGGED TABLE scale_params AS
SELECT current_setting('scale.sellers')::int AS sellers,
       current_setting('scale.buyers')::int AS buyers,
       current_setting('scale.orders')::int AS orders,
       current_setting('scale.messages')::bigint AS messages,
       current_setting('scale.conversations')::int AS conversations,
       current_setting('scale.password_hash') AS password_hash,
       now() AS generated_at;

-- Category shares as [lo, hi) ranges of a draw.
CREATE UNLOGGED TABLE scale_categories AS
SELECT id, samples,
       (running - weight) / total AS lo,
       running / total AS hi
FROM (
  SELECT c->>'id' AS id, c->'samples' AS samples, (c->>'weight')::float8 AS weight,
         sum((c->>'weight')::float8) OVER (ORDER BY ord) AS running,
         sum((c->>'weight')::float8) OVER () AS total
  FROM jsonb_array_elements(current_setting('scale.categories')::jsonb) WITH ORDINALITY AS t(c, ord)
) AS weighted;

CREATE UNLOGGED TABLE scale_names AS
SELECT ARRAY['Joseph','Peter','John','David','Samuel','Daniel','James','Brian','Kevin','Dennis','Moses','Francis',
             'Stephen','Paul','George','Collins','Victor','Kennedy','Evans','Erick','Patrick','Charles','Martin','Simon']
         AS male_first,
       ARRAY['Amina','Mary','Grace','Faith','Mercy','Esther','Jane','Ann','Lucy','Joyce','Nancy','Caroline',
             'Purity','Winnie','Irene','Diana','Sharon','Beatrice','Eunice','Ruth','Akinyi','Wanjiku','Njeri','Atieno']
         AS female_first,
       ARRAY['Otieno','Kamau','Wanjiru','Mwangi','Odhiambo','Njoroge','Ochieng','Kiprop','Mutua','Wafula','Kariuki',
             'Omondi','Chebet','Kimani','Achieng','Mugo','Wekesa','Nyambura','Korir','Muthoni','Barasa','Onyango',
             'Kiplagat','Wambui','Maina','Auma','Rotich','Ndungu','Juma','Hassan']
         AS last_names,
       ARRAY['South B, Nairobi','Kilimani, Nairobi','Kasarani, Nairobi','Embakasi, Nairobi','Westlands, Nairobi',
             'Rongai, Kajiado','Kitengela, Kajiado','Ruiru, Kiambu','Thika, Kiambu','Nyali, Mombasa','Likoni, Mombasa',
             'Milimani, Kisumu','Kondele, Kisumu','Section 58, Nakuru','Langas, Eldoret','Kanamai, Kilifi']
         AS places;

-- ---- Sellers: 90% sell only, 10% also buy ('both'). ----
CREATE UNLOGGED TABLE scale_sellers AS
SELECT r AS rank, gen_random_uuid() AS id, cat.id AS category, cat.samples,
       1 + floor(unit(r, 3) * 3)::int AS offering_count,
       floor(unit(r, 4) * 4)::int AS first_sample,
       unit(r, 5) < 0.5 AS is_female
FROM scale_params p
CROSS JOIN generate_series(1, p.sellers) AS r
JOIN scale_categories cat ON unit(r, 1) >= cat.lo AND unit(r, 1) < cat.hi;
ALTER TABLE scale_sellers ADD PRIMARY KEY (rank);

INSERT INTO users (id, name, email, phone, password_hash, email_verified, role, location, bio, gender,
                   seller_profile_complete, created_at, updated_at, verified_at, towns_served)
SELECT s.id,
       pick(CASE WHEN s.is_female THEN n.female_first ELSE n.male_first END, unit(s.rank, 6))
         || ' ' || pick(n.last_names, unit(s.rank, 7)),
       'seller' || s.rank || '@scale.fundi.test',
       '+2547' || lpad(s.rank::text, 8, '0'),
       p.password_hash, true,
       CASE WHEN unit(s.rank, 8) < 0.1 THEN 'both' ELSE 'seller' END,
       pick(n.places, unit(s.rank, 9)),
       'Reliable ' || s.category || ' fundi with ' || (1 + floor(unit(s.rank, 10) * 20)) ||
         ' years in the trade. I arrive on time, quote before I start and clean up after the job.',
       CASE WHEN s.is_female THEN 'female' ELSE 'male' END,
       true,
       p.generated_at - (730 + unit(s.rank, 11) * 365) * interval '1 day',
       p.generated_at - unit(s.rank, 12) * 90 * interval '1 day',
       -- 40% verified by an administrator; 20% also serve another town (docs/product.md §12).
       CASE WHEN unit(s.rank, 70) < 0.4 THEN p.generated_at - unit(s.rank, 71) * 300 * interval '1 day' END,
       CASE WHEN unit(s.rank, 72) < 0.2 THEN ARRAY[listing_town(pick(n.places, unit(s.rank, 73)))] ELSE '{}' END
FROM scale_sellers s, scale_names n, scale_params p;

-- ---- Buyers: about half gave a phone number too. ----
CREATE UNLOGGED TABLE scale_buyers AS
SELECT r AS rank, gen_random_uuid() AS id
FROM scale_params p CROSS JOIN generate_series(1, p.buyers) AS r;
ALTER TABLE scale_buyers ADD PRIMARY KEY (rank);

INSERT INTO users (id, name, email, phone, password_hash, email_verified, role, location, created_at, updated_at)
SELECT b.id,
       pick(CASE WHEN unit(b.rank, 21) < 0.5 THEN n.female_first ELSE n.male_first END, unit(b.rank, 22))
         || ' ' || pick(n.last_names, unit(b.rank, 23)),
       'buyer' || b.rank || '@scale.fundi.test',
       CASE WHEN unit(b.rank, 24) < 0.5 THEN '+2541' || lpad(b.rank::text, 8, '0') END,
       p.password_hash, unit(b.rank, 25) < 0.8, 'buyer',
       CASE WHEN unit(b.rank, 26) < 0.6 THEN pick(n.places, unit(b.rank, 27)) END,
       p.generated_at - (730 + unit(b.rank, 28) * 365) * interval '1 day',
       p.generated_at - (unit(b.rank, 29) * 90) * interval '1 day'
FROM scale_buyers b, scale_names n, scale_params p;

ANALYZE scale_sellers;
ANALYZE scale_buyers;
