-- One million orders over the last two years (more of them recent: a growing marketplace).
-- An order's status follows from its age: today's are mostly PENDING, last week's under way,
-- older ones finished (mostly COMPLETED, some REJECTED or CANCELLED). `path` is every status
-- the order went through, which 04-order-history.sql turns into events, payments and reviews.

CREATE UNLOGGED TABLE scale_orders AS
WITH draws AS (
  SELECT n,
         1 + floor(p.sellers * unit(n, 40) ^ 2)::int AS seller_rank,
         1 + floor(p.buyers * unit(n, 41) ^ 2)::int AS buyer_rank,
         730 * unit(n, 42) ^ 1.2 AS age_days,
         unit(n, 43) AS u_status,
         unit(n, 44) AS u_path,
         unit(n, 45) AS u_span,
         p.generated_at
  FROM scale_params p CROSS JOIN generate_series(1, p.orders) AS n
), statused AS (
  SELECT d.*,
         CASE
           WHEN age_days < 1 THEN CASE WHEN u_status < 0.70 THEN 'PENDING' WHEN u_status < 0.90 THEN 'ACCEPTED'
                                       WHEN u_status < 0.95 THEN 'REJECTED' ELSE 'CANCELLED' END
           WHEN age_days < 7 THEN CASE WHEN u_status < 0.15 THEN 'PENDING' WHEN u_status < 0.45 THEN 'ACCEPTED'
                                       WHEN u_status < 0.65 THEN 'IN_PROGRESS' WHEN u_status < 0.90 THEN 'COMPLETED'
                                       WHEN u_status < 0.95 THEN 'REJECTED' ELSE 'CANCELLED' END
           WHEN age_days < 21 THEN CASE WHEN u_status < 0.05 THEN 'ACCEPTED' WHEN u_status < 0.15 THEN 'IN_PROGRESS'
                                        WHEN u_status < 0.85 THEN 'COMPLETED' WHEN u_status < 0.92 THEN 'REJECTED'
                                        ELSE 'CANCELLED' END
           ELSE CASE WHEN u_status < 0.82 THEN 'COMPLETED' WHEN u_status < 0.90 THEN 'REJECTED' ELSE 'CANCELLED' END
         END AS status
  FROM draws d
)
SELECT o.n, gen_random_uuid() AS id, gen_random_uuid() AS payment_id,
       b.id AS buyer_id, s.id AS seller_id, off.service_id, off.title AS service_title, off.price_cents, o.status,
       -- The steps allowed by the lifecycle (packages/shared/src/orders.ts) to reach the status.
       CASE o.status
         WHEN 'PENDING' THEN ARRAY['PENDING']
         WHEN 'ACCEPTED' THEN ARRAY['PENDING', 'ACCEPTED']
         WHEN 'IN_PROGRESS' THEN ARRAY['PENDING', 'ACCEPTED', 'IN_PROGRESS']
         WHEN 'COMPLETED' THEN CASE WHEN o.u_path < 0.7 THEN ARRAY['PENDING', 'ACCEPTED', 'IN_PROGRESS', 'COMPLETED']
                                    ELSE ARRAY['PENDING', 'ACCEPTED', 'COMPLETED'] END
         WHEN 'REJECTED' THEN ARRAY['PENDING', 'REJECTED']
         ELSE CASE WHEN o.u_path < 0.6 THEN ARRAY['PENDING', 'CANCELLED'] ELSE ARRAY['PENDING', 'ACCEPTED', 'CANCELLED'] END
       END AS path,
       o.generated_at - o.age_days * interval '1 day' AS created_at,
       -- From booking to the last step: up to a week, never past now.
       least(o.age_days, 0.2 + o.u_span * 7) * 0.9 * interval '1 day' AS span,
       ((o.generated_at - (o.age_days - 1 - floor(o.u_span * 7)) * interval '1 day') AT TIME ZONE 'Africa/Nairobi')::date AS booking_date,
       -- 70% of completed orders get a review (04-order-history.sql writes them).
       o.status = 'COMPLETED' AND unit(o.n, 50) < 0.7 AS is_reviewed
FROM statused o
JOIN scale_sellers s ON s.rank = o.seller_rank
JOIN scale_offerings off ON off.seller_rank = o.seller_rank AND off.k = o.n % s.offering_count
JOIN scale_buyers b ON b.rank = o.buyer_rank;

-- Each order's one payment (04-order-history.sql writes them): HELD while open, RELEASED when
-- completed, REFUNDED when rejected or cancelled.
CREATE VIEW scale_payments AS
SELECT o.*, CASE o.status WHEN 'COMPLETED' THEN 'RELEASED' WHEN 'REJECTED' THEN 'REFUNDED'
                          WHEN 'CANCELLED' THEN 'REFUNDED' ELSE 'HELD' END AS payment_status,
       'simulated' AS payment_provider, 'SIM-' || upper(substr(md5(o.n::text), 1, 12)) AS payment_reference
FROM scale_orders o;

-- With the card each order carries (migration 0008's triggers, skipped by the load): both
-- people's names, the seller's photo, the payment, whether it is reviewed.
INSERT INTO orders (id, buyer_id, seller_id, service_id, service_title, price_cents, booking_date, status, created_at, updated_at,
                    buyer_name, seller_name, seller_photo_id, payment_status, payment_amount_cents, payment_provider,
                    payment_reference, reviewed, seller_sees)
SELECT o.id, o.buyer_id, o.seller_id, o.service_id, o.service_title, o.price_cents, o.booking_date, o.status, o.created_at,
       CASE WHEN cardinality(o.path) > 1 THEN o.created_at + o.span ELSE o.created_at END,
       buyer.name, seller.name, seller.profile_photo_id, o.payment_status, o.price_cents, o.payment_provider,
       o.payment_reference, o.is_reviewed, true
FROM scale_payments o
JOIN users AS buyer ON buyer.id = o.buyer_id
JOIN users AS seller ON seller.id = o.seller_id
-- In time order, as a live database fills: one person's orders are spread over the table.
ORDER BY 9;
