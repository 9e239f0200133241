-- What each order's status implies, as the product records it (docs/product.md §4):
-- one event per step (the buyer books and cancels, the seller does the rest), one payment
-- (HELD while open, RELEASED when completed, REFUNDED when rejected or cancelled) with its
-- events, and a review for 70% of completed orders, reflected in the seller's rating.
-- Unlike orders and messages, these rows are not written in time order: no measured list
-- reads them by time, so sorting them would only cost load time.

INSERT INTO order_events (order_id, from_status, to_status, actor_id, created_at)
SELECT o.id, o.path[step - 1], o.path[step],
       CASE WHEN step = 1 OR o.path[step] = 'CANCELLED' THEN o.buyer_id ELSE o.seller_id END,
       o.created_at + CASE WHEN cardinality(o.path) = 1 THEN interval '0' ELSE o.span * (step - 1) / (cardinality(o.path) - 1) END
FROM scale_orders o
CROSS JOIN generate_series(1, cardinality(o.path)) AS step;

INSERT INTO payments (id, order_id, amount_cents, status, provider, provider_reference, created_at, updated_at)
SELECT payment_id, id, price_cents, payment_status, payment_provider, payment_reference,
       created_at, CASE WHEN payment_status = 'HELD' THEN created_at ELSE created_at + span END
FROM scale_payments;

INSERT INTO payment_events (payment_id, status, created_at)
SELECT payment_id, status, at
FROM (
  SELECT payment_id, 'HELD' AS status, created_at AS at FROM scale_payments
  UNION ALL
  SELECT payment_id, payment_status, created_at + span FROM scale_payments WHERE payment_status <> 'HELD'
) AS ledger;

INSERT INTO reviews (order_id, buyer_id, seller_id, service_id, rating, comment, created_at)
SELECT o.id, o.buyer_id, o.seller_id, o.service_id, r.rating,
       CASE WHEN unit(o.n, 52) < 0.6 THEN pick(
         CASE WHEN r.rating >= 4 THEN ARRAY[
           'Arrived on time and fixed it properly. Asante sana!',
           'Very professional, fair price and cleaned up after the work.',
           'Great job, I will call again.',
           'Explained everything before starting. Highly recommended.'
         ] ELSE ARRAY[
           'The work was done but he came two hours late.',
           'Had to call twice before the job was finished.',
           'Price went up after the job started.'
         ] END, unit(o.n, 53)) END,
       least(p.generated_at, o.created_at + o.span + unit(o.n, 54) * interval '3 days')
FROM scale_orders o
CROSS JOIN scale_params p
CROSS JOIN LATERAL (
  SELECT CASE WHEN u < 0.55 THEN 5 WHEN u < 0.83 THEN 4 WHEN u < 0.92 THEN 3 WHEN u < 0.96 THEN 2 ELSE 1 END AS rating
  FROM (SELECT unit(o.n, 51) AS u) AS draw
) AS r
WHERE o.is_reviewed;

-- The running rating on the seller's row (kept beside the reviews, docs/decisions/0032-reviews.md).
UPDATE users SET rating_sum = totals.sum, rating_count = totals.count
FROM (SELECT seller_id, sum(rating)::int AS sum, count(*)::int AS count FROM reviews GROUP BY seller_id) AS totals
WHERE users.id = totals.seller_id;

-- The copies on each offering that a category page is ordered by (migration 0007's trigger,
-- which the load skips).
UPDATE offerings
SET seller_rating = listing_rating(users.rating_sum, users.rating_count), seller_reviews = users.rating_count
FROM users
WHERE users.id = offerings.seller_id AND users.rating_count > 0;

-- Each person's order counts per side and state (migration 0009's trigger, which the load skips),
-- from the orders' own is_active column (migration 0015), the database's one list of active statuses.
INSERT INTO order_counts (user_id, buyer_active, buyer_history, seller_active, seller_history)
SELECT user_id, sum(buyer_active), sum(buyer_history), sum(seller_active), sum(seller_history)
FROM (
  SELECT buyer_id AS user_id, is_active::int AS buyer_active, (NOT is_active)::int AS buyer_history, 0 AS seller_active, 0 AS seller_history
  FROM orders
  UNION ALL
  SELECT seller_id, 0, 0, is_active::int, (NOT is_active)::int
  FROM orders
) AS sides
GROUP BY user_id;
