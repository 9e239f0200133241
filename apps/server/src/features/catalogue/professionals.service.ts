import type { CategoryCountsResponse, CategoryId, ProfessionalsQuery, ProfessionalsResponse } from '@fundi/shared';
import type { Database } from '../../db';
import { toExactIso } from '../../lib/exact-time';
import { decodeRankedCursor, encodeRankedCursor, invalidCursorError } from '../../lib/keyset-cursor';
import { toProfessionalCard } from '../../lib/professional-card';
import {
  countByTown,
  countProfessionals,
  countSellersByCategory,
  listProfessionalsPage,
  type ProfessionalsFilter,
} from './professionals.repository';

/** GET /api/categories/{category}/professionals: a page of cards (one per person), the count and the towns. */
export async function listProfessionals(db: Database, category: CategoryId, query: ProfessionalsQuery): Promise<ProfessionalsResponse> {
  const after = query.cursor ? decodeRankedCursor(query.cursor, 2) : undefined;
  if (query.cursor && !after) throw invalidCursorError();
  const filter: ProfessionalsFilter = { category, search: query.q || undefined, town: query.town || undefined, verifiedOnly: query.verified === true };
  const position = after && { rating: after.ranks[0]!, reviews: after.ranks[1]!, createdAt: after.createdAt, id: after.id };
  // One row more than asked tells whether another page exists. Without a search or the verified
  // filter, the count comes from the towns' counts (one index read); those have to count their matches.
  const [rows, towns, searchCount] = await Promise.all([
    listProfessionalsPage(db, filter, query.limit + 1, position),
    countByTown(db, category),
    filter.search || filter.verifiedOnly ? countProfessionals(db, filter) : undefined,
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    professionals: page.map(toProfessionalCard),
    total: searchCount ?? towns.reduce((sum, { town, count }) => (!filter.town || town === filter.town ? sum + count : sum), 0),
    towns: towns.flatMap(({ town, count }) => (town ? [{ name: town, professionals: count }] : [])),
    nextCursor:
      rows.length > query.limit && last
        ? encodeRankedCursor({ ranks: [last.seller_rating, last.seller_reviews], createdAt: toExactIso(last.created_at), id: last.offeringId })
        : null,
  };
}

/** GET /api/categories: every category of the catalogue, with 0 where nobody offers yet. */
export async function countCategoryProfessionals(db: Database, categoryIds: readonly CategoryId[]): Promise<CategoryCountsResponse> {
  const counts = new Map((await countSellersByCategory(db)).map(({ category, count }) => [category, count]));
  return { categories: categoryIds.map((id) => ({ id, professionals: counts.get(id) ?? 0 })) };
}
