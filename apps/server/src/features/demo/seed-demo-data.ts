import { LEGAL_DOCUMENTS } from '@fundi/shared';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db';
import type { DB } from '../../db/types';
import { hashPassword } from '../../lib/passwords';
import { allDemoBuyers, allDemoSellers, DEMO_PASSWORD, demoReviews, demoSellerAccount } from './data';
import type { DemoBuyer, DemoSeller } from './data/types';
import { insertDemoJourneys } from './demo-journeys';
import { insertDemoPictures } from './demo-pictures';
import { insertDemoTrust } from './demo-trust';
import { insertReviewedOrders } from './reviewed-orders';

const seededMarker = 'demo_data';
// Any constant works: it only has to be the same for every server that may seed at once.
const seedLockId = 424_242;

export type Ids = { users: Map<string, string>; services: Map<string, string> };

/**
 * Fills an empty database with the demo catalogue (docs/decisions/0004-demo-data.md), once: the
 * marker row is written in the same transaction, and an advisory lock keeps two starting servers
 * from racing. A database that already holds users is left alone.
 */
export async function seedDemoData(db: Database, log: FastifyBaseLogger): Promise<void> {
  const started = Date.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const outcome = await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${seedLockId})`.execute(trx);
    const marker = await trx.selectFrom('app_meta').select('value').where('key', '=', seededMarker).executeTakeFirst();
    if (marker) return 'already';
    const anyUser = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    const result = anyUser ? 'skipped: the database already has users' : 'seeded';
    if (!anyUser) await insertDemoData(trx, passwordHash);
    await trx.insertInto('app_meta').values({ key: seededMarker, value: result }).execute();
    return result;
  });
  if (outcome === 'seeded') log.info({ ms: Date.now() - started }, 'demo data inserted');
}

async function insertDemoData(trx: Transaction<DB>, passwordHash: string): Promise<void> {
  const ids: Ids = { users: new Map(), services: new Map() };
  const sellers = allDemoSellers;
  const people: Array<DemoSeller | DemoBuyer> = [...sellers, ...allDemoBuyers];
  const users = await trx
    .insertInto('users')
    .values([
      ...sellers.map((seller) => ({
        ...personalColumns(seller, passwordHash),
        role: seller.key === demoSellerAccount.key ? 'both' : 'seller',
        bio: seller.bio,
        gender: seller.gender,
        seller_profile_complete: true,
      })),
      ...allDemoBuyers.map((buyer) => personalColumns(buyer, passwordHash)),
    ])
    .returning(['id', 'email'])
    .execute();
  const idByEmail = new Map(users.map((user) => [user.email, user.id]));
  for (const person of people) ids.users.set(person.key, idByEmail.get(person.email.toLowerCase())!);
  // Before any order: a new order copies its seller's photo (migration 0008).
  await insertDemoPictures(trx, ids, sellers);

  const services = new Map<string, { category: string; title: string }>();
  for (const offering of sellers.flatMap((seller) => seller.offerings)) {
    services.set(serviceKey(offering), { category: offering.category, title: offering.title });
  }
  const insertedServices = await trx.insertInto('services').values([...services.values()]).returning(['id', 'category', 'title']).execute();
  for (const service of insertedServices) ids.services.set(serviceKey(service), service.id);

  await trx
    .insertInto('offerings')
    .values(
      sellers.flatMap((seller) =>
        seller.offerings.map((offering) => ({
          service_id: ids.services.get(serviceKey(offering))!,
          seller_id: ids.users.get(seller.key)!,
          description: offering.description,
          price_cents: offering.priceKsh * 100,
          experience_years: offering.experienceYears,
        })),
      ),
    )
    .execute();

  await insertReviewedOrders(trx, ids, sellers, demoReviews);
  await insertDemoJourneys(trx, ids, sellers);
  await insertDemoTrust(trx, ids, sellers, passwordHash);
  // Every demo account agreed to the current terms and is over 18, as a sign-up today records
  // (docs/product.md §11): signing in as one asks nothing.
  await sql`
    INSERT INTO consents (user_id, kind, version)
    SELECT id, kind, version FROM users, (VALUES ('terms', ${LEGAL_DOCUMENTS.terms.version}), ('adult', '18+')) AS agreed (kind, version)
  `.execute(trx);
  // The ledger's history of every demo payment: held when booked, then settled.
  await sql`
    INSERT INTO payment_events (payment_id, status, created_at)
    SELECT id, 'HELD', created_at FROM payments
    UNION ALL
    SELECT id, status, updated_at FROM payments WHERE status <> 'HELD'
  `.execute(trx);
}

function personalColumns(person: DemoSeller | DemoBuyer, passwordHash: string) {
  return {
    name: person.name,
    email: person.email.toLowerCase(),
    phone: person.phone,
    password_hash: passwordHash,
    email_verified: true,
    location: `${person.area}, ${person.town}`,
    towns_served: 'townsServed' in person ? (person.townsServed ?? []) : [],
    language: person.language ?? 'en',
  };
}

export function serviceKey({ category, title }: { category: string; title: string }): string {
  return `${category}:${title.toLowerCase()}`;
}
