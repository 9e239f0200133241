import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database } from '../../db';
import { exactTime } from '../../lib/exact-time';
import { professionalCardColumns } from '../../lib/professional-card';

/** Where a page starts: the last card shown, in page order (migration 0007's index). */
export type ProfessionalsPosition = { rating: number; reviews: number; createdAt: string; id: string };

export type ProfessionalsFilter = {
  category: string;
  /** Matches the professional's name or the service title, in any case. */
  search?: string;
  town?: string;
  /** Only professionals whose identity an administrator checked. */
  verifiedOnly?: boolean;
};

/** `text` found anywhere, literally: the user's % and _ are not wildcards. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

function matching(db: Database, { category, search, town, verifiedOnly }: ProfessionalsFilter) {
  let query = db
    .selectFrom('offerings')
    .innerJoin('services', 'services.id', 'offerings.service_id')
    .innerJoin('users', 'users.id', 'offerings.seller_id')
    .where('offerings.category', '=', category)
    .where('users.deleted_at', 'is', null);
  if (town) query = query.where('offerings.seller_town', '=', town);
  if (verifiedOnly) query = query.where('users.verified_at', 'is not', null);
  if (search) {
    const pattern = containing(search);
    query = query.where((eb) => eb.or([eb('users.name', 'ilike', pattern), eb('services.title', 'ilike', pattern)]));
  }
  return query;
}

/**
 * One page of a category's professionals, best rated first: a range of the category's page
 * index read in order, so the 1,000th page costs what the first does. A person is one card:
 * the row of their newest matching offering in the category stands for them (and gives the
 * cursor its place), and carries all their matching offerings there as `services`, cheapest
 * first (a seller's offerings often share one moment: the demo's, a bulk import).
 */
export function listProfessionalsPage(db: Database, filter: ProfessionalsFilter, limit: number, after?: ProfessionalsPosition) {
  const pattern = filter.search ? containing(filter.search) : undefined;
  let query = matching(db, filter)
    .where(({ not, exists, selectFrom }) => {
      const newer = selectFrom('offerings as other')
        .select(sql<number>`1`.as('found'))
        .whereRef('other.category', '=', 'offerings.category')
        .whereRef('other.seller_id', '=', 'offerings.seller_id')
        .where(sql<boolean>`(other.created_at, other.id) > (offerings.created_at, offerings.id)`);
      if (!pattern) return not(exists(newer));
      return not(
        exists(
          newer
            .innerJoin('services as other_service', 'other_service.id', 'other.service_id')
            .where((eb) => eb.or([eb('users.name', 'ilike', pattern), eb('other_service.title', 'ilike', pattern)])),
        ),
      );
    })
    .select((eb) => [
      ...professionalCardColumns,
      // To the microsecond, for the page cursor (lib/exact-time.ts).
      exactTime('offerings.created_at').as('created_at'),
      jsonArrayFrom(
        (() => {
          let all = eb
            .selectFrom('offerings as listed')
            .innerJoin('services as listed_service', 'listed_service.id', 'listed.service_id')
            .select(['listed.id as offeringId', 'listed_service.id as serviceId', 'listed_service.title', 'listed.price_cents', 'listed.experience_years'])
            .whereRef('listed.category', '=', 'offerings.category')
            .whereRef('listed.seller_id', '=', 'offerings.seller_id');
          if (pattern) all = all.where((inner) => inner.or([inner('users.name', 'ilike', pattern), inner('listed_service.title', 'ilike', pattern)]));
          return all.orderBy('listed.price_cents').orderBy('listed_service.title').orderBy('listed.id');
        })(),
      ).as('services'),
    ]);
  if (after) {
    query = query.where(
      sql<boolean>`(offerings.seller_rating, offerings.seller_reviews, offerings.created_at, offerings.id)
        < (${after.rating}, ${after.reviews}, ${after.createdAt}, ${after.id})`,
    );
  }
  return query
    .orderBy('offerings.seller_rating', 'desc')
    .orderBy('offerings.seller_reviews', 'desc')
    .orderBy('offerings.created_at', 'desc')
    .orderBy('offerings.id', 'desc')
    .limit(limit)
    .execute();
}

/** How many people match a search (and town): the grid's count while searching. */
export async function countProfessionals(db: Database, filter: ProfessionalsFilter): Promise<number> {
  const row = await matching(db, filter)
    .select((eb) => eb.fn.count<string>('offerings.seller_id').distinct().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The category's professionals per town, most first; people without a town count under
 * null. Read from the counters migrations 0007 and 0014 keep, a handful of rows however
 * many professionals there are. Closing an account deletes its offerings in the same
 * transaction, so no closed account is counted.
 */
export async function countByTown(db: Database, category: string): Promise<{ town: string | null; count: number }[]> {
  const rows = await db
    .selectFrom('category_towns')
    .select(['town', 'sellers'])
    .where('category', '=', category)
    .where('sellers', '>', 0)
    .orderBy('sellers', 'desc')
    .orderBy('town')
    .execute();
  return rows.map((row) => ({ town: row.town || null, count: row.sellers }));
}

/**
 * How many different sellers offer something in each category (a seller counts once): the
 * same counters as the category pages' towns, so /services and a category page agree.
 */
export async function countSellersByCategory(db: Database): Promise<{ category: string; count: number }[]> {
  const rows = await db
    .selectFrom('category_towns')
    .select(['category', (eb) => eb.fn.sum<string>('sellers').as('count')])
    .groupBy('category')
    .execute();
  return rows.map((row) => ({ category: row.category, count: Number(row.count) }));
}
