import { knownTown, SEARCH_COUNT_MAX, type SearchQuery, type SearchResponse, type SearchSort } from '@fundi/shared';
import type { Database } from '../../db';
import { toExactIso } from '../../lib/exact-time';
import { decodeRankedCursor, encodeRankedCursor, invalidCursorError } from '../../lib/keyset-cursor';
import { toProfessionalCard } from '../../lib/professional-card';
import { countPeople, lookUpWords, searchPage, type SearchFilter, type SearchOrder, type SearchPhase, type SearchRow } from './search.repository';
import { MIN_GUESSED_LENGTH, searchWords, textQuery } from './search-words';

// GET /api/search (docs/decisions/0054-search-and-places.md): one card per person, in the
// category page's shape. A relevance search walks twice, people whose name or service title
// matches first, then the rest; the cursor says which walk it is in.

/** The ranks each order's cursor carries before (created_at, id). */
const RANKS: Record<SearchOrder, number> = { rating: 2, reviews: 2, price: 1 };

export async function searchProfessionals(db: Database, query: SearchQuery): Promise<SearchResponse> {
  const words = searchWords(query.q ?? '');
  const text = words.length > 0 ? textQuery(await findWords(db, words)) : undefined;
  // Words that can match nothing: no page to read.
  if (words.length > 0 && !text) return { professionals: [], total: 0, totalIsMore: false, nextCursor: null };

  const filter: SearchFilter = {
    text,
    category: query.category,
    town: query.town ? (knownTown(query.town) ?? query.town) : undefined,
    verifiedOnly: query.verified === true,
    minCents: query.minPrice === undefined ? undefined : query.minPrice * 100,
    maxCents: query.maxPrice === undefined ? undefined : query.maxPrice * 100,
  };
  const sort: SearchSort = query.sort ?? (text ? 'relevance' : 'rating');
  const order: SearchOrder = sort === 'relevance' ? 'rating' : sort;
  const byRelevance = sort === 'relevance' && text !== undefined;

  // A cursor carries the total the first page counted, then (for relevance) the walk it is in
  // (1: names, 0: the others), then the order's ranks.
  const after = query.cursor ? decodeRankedCursor(query.cursor, 1 + RANKS[order] + (byRelevance ? 1 : 0)) : undefined;
  if (query.cursor && !after) throw invalidCursorError();
  const [countedBefore, ...ranks] = after?.ranks ?? [];
  const inNames = !after || !byRelevance || ranks[0] === 1;
  const position = after && { ranks: byRelevance ? ranks.slice(1) : ranks, createdAt: after.createdAt, id: after.id };

  const walk = async (phase: SearchPhase, limit: number, from: typeof position) =>
    (await searchPage(db, filter, phase, order, limit, from)).map((row) => ({ row, phase }));
  // Later pages say the first page's total rather than count again: the number a buyer read
  // stays put while they tap Show more, and a page costs one walk. The first page's count reads
  // on its own connection while the walks read theirs: the answer waits for the slower only.
  const counting = countedBefore === undefined ? countPeople(db, filter, SEARCH_COUNT_MAX + 1) : Promise.resolve(Math.min(countedBefore, SEARCH_COUNT_MAX + 1));
  // Settled at once, so a walk that fails first leaves no unhandled refusal behind.
  counting.catch(() => undefined);
  let rows = await walk({ kind: byRelevance ? (inNames ? 'names' : 'others') : 'all' }, query.limit + 1, position);
  // The names walk ran out on this page: the others follow, from their beginning.
  if (byRelevance && inNames && rows.length <= query.limit) {
    rows = [...rows, ...(await walk({ kind: 'others' }, query.limit + 1 - rows.length, undefined))];
  }
  const total = await counting;

  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    professionals: page.map(({ row }) => toProfessionalCard(row)),
    total: Math.min(total, SEARCH_COUNT_MAX),
    totalIsMore: total > SEARCH_COUNT_MAX,
    nextCursor:
      rows.length > query.limit && last
        ? encodeRankedCursor({
            ranks: [total, ...(byRelevance ? [last.phase.kind === 'names' ? 1 : 0] : []), ...ranksOf(order, last.row)],
            createdAt: toExactIso(last.row.created_at),
            id: last.row.offeringId,
          })
        : null,
  };
}

async function findWords(db: Database, words: string[]) {
  const guessed = await lookUpWords(
    db,
    words.filter((word) => word.length >= MIN_GUESSED_LENGTH),
  );
  const found = new Map(guessed.map((match) => [match.word, match]));
  return words.map((word) => found.get(word) ?? { word, known: true, alike: [] });
}

function ranksOf(order: SearchOrder, row: SearchRow): number[] {
  if (order === 'price') return [row.price_cents];
  return order === 'reviews' ? [row.seller_reviews, row.seller_rating] : [row.seller_rating, row.seller_reviews];
}
