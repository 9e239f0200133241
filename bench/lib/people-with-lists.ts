import { activeStatuses, orderStatuses } from '@fundi/shared';
import { sql } from 'kysely';
import type { Database } from '../../apps/server/src/db';
import { createBenchUsers, type BenchUser } from './accounts';

/** Each person books this many others, so each has as many orders as buyer and as seller. */
const ordersPerSide = 6;
/** Messages each person sends the next one; the next one answers once. */
const messagesPerThread = 3;

export type PersonWithLists = BenchUser & { partnerId: string };

/**
 * `count` bench people, each with lists to read: orders on both sides in every status (each
 * with its payment, so every card is whole), two conversations, and a thread with a partner.
 * Written in SQL, as the accounts are, through the same triggers the product's writes fire
 * (order cards, order counts, conversations). Person n books persons n+1 … n+6 and writes to
 * person n+1 (their partner), so every list is as full as a busy dashboard's first page.
 */
export async function createPeopleWithLists(db: Database, count: number): Promise<PersonWithLists[]> {
  const people = await createBenchUsers(db, 'person', count);
  const ids = people.map((person) => person.id);
  const service = await db.selectFrom('services').select(['id', 'title']).orderBy('id').limit(1).executeTakeFirstOrThrow();
  const numbered = sql`select id, ordinality - 1 as n from unnest(${ids}::uuid[]) with ordinality as listed (id, ordinality)`;

  await sql`
    with people as (${numbered})
    insert into orders (buyer_id, seller_id, service_id, service_title, price_cents, booking_date, status, created_at)
    select buyer.id, seller.id, ${service.id}, ${service.title}, 150000, current_date + 7,
           (${[...orderStatuses]}::text[])[1 + (buyer.n + k) % ${orderStatuses.length}],
           now() - make_interval(mins => (buyer.n * ${ordersPerSide} + k)::int)
    from people as buyer
    cross join generate_series(1, ${ordersPerSide}) as k
    join people as seller on seller.n = (buyer.n + k) % ${count}
  `.execute(db);
  // Open orders hold their payment; finished ones released or refunded it.
  await sql`
    insert into payments (order_id, amount_cents, status, provider, provider_reference)
    select id, price_cents,
           case when status = any(${[...activeStatuses]}::text[]) then 'HELD' when status = 'COMPLETED' then 'RELEASED' else 'REFUNDED' end,
           'simulated', 'SIM-BENCH-' || upper(substr(md5(id::text), 1, 10))
    from orders where buyer_id = any(${ids}::uuid[])
  `.execute(db);
  await sql`
    with people as (${numbered}),
    pairs as (select person.id as person_id, partner.id as partner_id from people as person join people as partner on partner.n = (person.n + 1) % ${count})
    insert into messages (sender_id, receiver_id, content, created_at)
    select person_id, partner_id, 'Habari! Are you free on Saturday morning?', now() - make_interval(mins => 10 - m) from pairs cross join generate_series(1, ${messagesPerThread}) as m
    union all
    select partner_id, person_id, 'Yes, Saturday at 9 works for me.', now() from pairs
  `.execute(db);
  return people.map((person, index) => ({ ...person, partnerId: ids[(index + 1) % count]! }));
}
