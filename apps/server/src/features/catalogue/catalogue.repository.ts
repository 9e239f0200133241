import { sql } from 'kysely';
import type { Database } from '../../db';

/** Every live offering with its service and seller, most-reviewed sellers first within a service. */
export function listOfferings(db: Database, category?: string) {
  let query = db
    .selectFrom('offerings')
    .innerJoin('services', 'services.id', 'offerings.service_id')
    .innerJoin('users', 'users.id', 'offerings.seller_id')
    .where('users.deleted_at', 'is', null)
    .select([
      'services.id as serviceId',
      'services.title',
      'services.category',
      'offerings.id as offeringId',
      'offerings.description',
      'offerings.price_cents',
      'offerings.experience_years',
      'users.id as sellerId',
      'users.name',
      'users.bio',
      'users.location',
      'users.phone',
      'users.profile_photo_id',
      'users.verified_at',
      // The seller's standing as migration 0007 keeps it on each offering: the same rounded
      // rating the category pages order and show by.
      'offerings.seller_rating',
      'offerings.seller_reviews',
    ])
    .orderBy('services.category')
    .orderBy('services.title')
    .orderBy('offerings.seller_reviews', 'desc')
    .orderBy('offerings.created_at');
  if (category) query = query.where('services.category', '=', category);
  return query.execute();
}
export type OfferingRow = Awaited<ReturnType<typeof listOfferings>>[number];

/** The most recent ratings of each seller (the spec's ratings[]), oldest first, capped so a busy seller stays cheap. */
export async function recentRatingsBySeller(db: Database, sellerIds: string[]): Promise<Map<string, number[]>> {
  if (sellerIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('reviews')
    .select(['seller_id', sql<number[]>`array_agg(rating ORDER BY created_at, id)`.as('ratings')])
    .where('seller_id', 'in', sellerIds)
    .groupBy('seller_id')
    .execute();
  return new Map(rows.map((row) => [row.seller_id, row.ratings.slice(-100)]));
}

/** Moves with every committed change to the catalogue (migration 0007's triggers). */
export async function readCatalogueVersion(db: Database): Promise<number> {
  const row = await db.selectFrom('catalogue_version').select('version').executeTakeFirstOrThrow();
  return Number(row.version);
}
