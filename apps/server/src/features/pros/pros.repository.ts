import { GALLERY_MAX_PHOTOS } from '@fundi/shared';
import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database } from '../../db';
import { exactTime } from '../../lib/exact-time';
import type { KeysetPosition } from '../../lib/keyset-cursor';

/**
 * A professional as their page shows them, in one statement: the account (open, not suspended,
 * a seller), their offerings cheapest first, how many reviews gave each number of stars (read
 * from migration 0022's index alone) and their gallery, newest first. The town and the rating
 * are worked out by the functions the category pages' copies use (migration 0007), so the page
 * and a card always agree.
 */
export function findProfessional(db: Database, sellerId: string) {
  return db
    .selectFrom('users')
    .select((eb) => [
      'users.id',
      'users.name',
      'users.profile_photo_id',
      'users.bio',
      'users.location',
      'users.towns_served',
      'users.verified_at',
      'users.rating_count',
      'users.created_at',
      sql<string | null>`listing_town(users.location)`.as('town'),
      sql<number>`listing_rating(users.rating_sum, users.rating_count)`.as('rating_tenths'),
      jsonArrayFrom(
        eb
          .selectFrom('offerings')
          .innerJoin('services', 'services.id', 'offerings.service_id')
          .select(['offerings.id as offeringId', 'services.id as serviceId', 'services.title', 'services.category', 'offerings.description', 'offerings.price_cents', 'offerings.experience_years'])
          .whereRef('offerings.seller_id', '=', 'users.id')
          .orderBy('offerings.price_cents')
          .orderBy('services.title')
          .orderBy('offerings.id'),
      ).as('services'),
      jsonArrayFrom(
        eb
          .selectFrom('reviews')
          .select(['reviews.rating', sql<number>`count(*)::integer`.as('count')])
          .whereRef('reviews.seller_id', '=', 'users.id')
          .groupBy('reviews.rating'),
      ).as('rating_counts'),
      jsonArrayFrom(
        eb
          .selectFrom('gallery_photos')
          .select('gallery_photos.photo_id')
          .whereRef('gallery_photos.seller_id', '=', 'users.id')
          .orderBy('gallery_photos.created_at', 'desc')
          .orderBy('gallery_photos.photo_id', 'desc')
          .limit(GALLERY_MAX_PHOTOS),
      ).as('gallery'),
    ])
    .where('users.id', '=', sellerId)
    .where('users.deleted_at', 'is', null)
    .where('users.suspended_at', 'is', null)
    .where('users.role', 'in', ['seller', 'both'])
    .executeTakeFirst();
}
export type ProfessionalRow = NonNullable<Awaited<ReturnType<typeof findProfessional>>>;

/**
 * A page of the seller's reviews, newest first, after `after` (the last one shown): a range of
 * migration 0022's index, so the 100th page costs what the first does. The reviewer's name as
 * stored, and whether their account is closed (its name is then the anonymised one).
 */
export function listReviewsPage(db: Database, sellerId: string, limit: number, after?: KeysetPosition) {
  let query = db
    .selectFrom('reviews')
    .innerJoin('users as reviewer', 'reviewer.id', 'reviews.buyer_id')
    .innerJoin('services', 'services.id', 'reviews.service_id')
    .select([
      'reviews.id',
      'reviews.rating',
      'reviews.comment',
      // To the microsecond, for the page cursor (lib/exact-time.ts).
      exactTime('reviews.created_at').as('created_at'),
      'reviewer.name as reviewer_name',
      'reviewer.deleted_at as reviewer_deleted_at',
      'services.title as service_title',
    ])
    .where('reviews.seller_id', '=', sellerId);
  if (after) query = query.where(sql<boolean>`(reviews.created_at, reviews.id) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`);
  return query.orderBy('reviews.created_at', 'desc').orderBy('reviews.id', 'desc').limit(limit).execute();
}
export type ReviewRow = Awaited<ReturnType<typeof listReviewsPage>>[number];
