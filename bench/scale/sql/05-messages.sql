-- Five million chat messages in a million buyer-seller threads. Thread c starts at message
-- ceil(messages * sqrt(c / conversations)), so thread lengths fall off like 1/sqrt(c): the
-- first thread (the busiest buyer with the busiest seller) holds about 5,000 messages, a few
-- hundred hold hundreds, and most hold 3 to 10. Partners are drawn with the same skew as
-- orders, so busy accounts also chat a lot. The last two messages of 15% of threads are unread.

CREATE UNLOGGED TABLE scale_conversations AS
WITH bounds AS (
  SELECT c, ceil(p.messages * sqrt(c::float8 / p.conversations))::bigint AS first_n, c = p.conversations AS is_end
  FROM scale_params p CROSS JOIN generate_series(0, p.conversations) AS c
), threads AS (
  SELECT c, first_n, lead(first_n) OVER (ORDER BY c) - first_n AS length, is_end FROM bounds
)
SELECT t.c, t.first_n, t.length::int AS length, s.id AS seller_id, b.id AS buyer_id,
       -- The busiest thread is still going on; others ended some time in the last 700 days.
       p.generated_at - interval '5 minutes' - CASE WHEN t.c = 0 THEN 0 ELSE 700 * unit(t.c, 60) ^ 2 END * interval '1 day' AS last_at,
       unit(t.c, 61) < 0.15 AS ends_unread,
       gen_random_uuid() AS last_message_id
FROM threads t
CROSS JOIN scale_params p
JOIN scale_sellers s ON s.rank = CASE WHEN t.c = 0 THEN 1 ELSE 1 + floor(p.sellers * unit(t.c, 62) ^ 2)::int END
JOIN scale_buyers b ON b.rank = CASE WHEN t.c = 0 THEN 1 ELSE 1 + floor(p.buyers * unit(t.c, 63) ^ 2)::int END
WHERE NOT t.is_end;

INSERT INTO messages (id, sender_id, receiver_id, content, read_at, created_at)
SELECT CASE WHEN m.i = cv.length - 1 THEN cv.last_message_id ELSE gen_random_uuid() END,
       CASE WHEN m.buyer_speaks THEN cv.buyer_id ELSE cv.seller_id END,
       CASE WHEN m.buyer_speaks THEN cv.seller_id ELSE cv.buyer_id END,
       pick(CASE WHEN m.buyer_speaks THEN ARRAY[
         'Habari, are you available this week?',
         'How much would it cost for a two-bedroom house?',
         'Can you come tomorrow morning at 9?',
         'I have sent the location pin. The gate is blue.',
         'Sawa, thank you. See you then.',
         'The problem is back again since yesterday, can you check?',
         'Please bring your own materials, I will refund you.',
         'Is the price negotiable?'
       ] ELSE ARRAY[
         'Habari! Yes, I am free on Thursday.',
         'It depends on the size, I can give you a quote after I see it.',
         'I am on my way, ten minutes.',
         'Done. Please check and confirm the order.',
         'Sorry, I am fully booked this week, next Monday?',
         'Sawa, I will bring everything needed.',
         'Thank you for choosing me. Karibu tena!',
         'Please send photos so I can see the problem.'
       ] END, m.u_content),
       CASE WHEN cv.ends_unread AND m.i >= cv.length - 2 THEN NULL
            ELSE least(p.generated_at, m.created_at + (1 + m.u_content * 120) * interval '1 minute') END,
       m.created_at
FROM scale_conversations cv
CROSS JOIN scale_params p
CROSS JOIN LATERAL (
  SELECT i, i = 0 OR unit(cv.first_n + i, 64) < 0.5 AS buyer_speaks,
         unit(cv.first_n + i, 65) AS u_content,
         -- Evenly spaced back from the last message: at most 6 hours apart, all within two years.
         cv.last_at - (cv.length - 1 - i) * least(interval '6 hours', (interval '725 days' - (p.generated_at - cv.last_at)) / cv.length)
           AS created_at
  FROM generate_series(0, cv.length - 1) AS i
) AS m
-- In time order, as a live database fills: a long thread is spread over the whole table.
ORDER BY 6;

-- Each person's row per conversation with its latest message, as the trigger of migration
-- 0006 writes them (triggers do not fire during the load). Two threads can fall on the same
-- pair (the draws repeat for busy accounts): the pair's latest message is the later last one.
-- Stored in time order, as a live table's rows move with each new message: one person's
-- conversations are spread over the table, not packed together.
INSERT INTO conversations (user_id, other_id, last_message_id, last_message_at)
SELECT user_id, other_id, last_message_id, last_at
FROM (
  SELECT DISTINCT ON (user_id, other_id) user_id, other_id, last_message_id, last_at
  FROM (
    SELECT buyer_id AS user_id, seller_id AS other_id, last_message_id, last_at FROM scale_conversations
    UNION ALL
    SELECT seller_id, buyer_id, last_message_id, last_at FROM scale_conversations
  ) AS sides
  ORDER BY user_id, other_id, last_at DESC, last_message_id DESC
) AS latest
ORDER BY last_at;
