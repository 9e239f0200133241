import { sql, type RawBuilder } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database } from '../../db';
import { exactTime } from '../../lib/exact-time';
import { professionalCardColumns } from '../../lib/professional-card';

// The search's SQL (docs/decisions/0054-search-and-places.md). Every offering carries its seller's
// towns, badge, rating and a full-text document (migration 0023), so a page of results is a walk
// of one index in page order with a filter, at the same cost for 60 professionals as for 100,000.

/** What every offering on a page must match. Prices in cents. */
export type SearchFilter = {
  /** A `to_tsquery('simple', …)` text built by search-words.ts, never the user's own text. */
  text?: string;
  category?: string;
  town?: string;
  verifiedOnly?: boolean;
  minCents?: number;
  maxCents?: number;
};

/**
 * Which offerings a page walks. `names` and `others` split a relevance search in two: offerings
 * whose seller's name or service title match the words (`name_document`), then the rest of the people.
 */
export type SearchPhase = { kind: 'all' | 'names' | 'others' };

export type SearchOrder = 'rating' | 'reviews' | 'price';

/** Where a page starts: the last card shown. `ranks` in the order's terms. */
export type SearchPosition = { ranks: number[]; createdAt: string; id: string };

const column = (alias: string, name: string) => sql.ref(`${alias}.${name}`);

/** The filter, for the offering called `alias`. */
function matches(alias: string, filter: SearchFilter): RawBuilder<boolean> {
  const parts: RawBuilder<unknown>[] = [sql`true`];
  if (filter.text) parts.push(sql`${column(alias, 'search_document')} @@ to_tsquery('simple', ${filter.text})`);
  if (filter.category) parts.push(sql`${column(alias, 'category')} = ${filter.category}`);
  if (filter.town) parts.push(sql`${column(alias, 'seller_towns')} @> ARRAY[${filter.town}]::text[]`);
  if (filter.verifiedOnly) parts.push(sql`${column(alias, 'seller_verified')}`);
  if (filter.minCents !== undefined) parts.push(sql`${column(alias, 'price_cents')} >= ${filter.minCents}`);
  if (filter.maxCents !== undefined) parts.push(sql`${column(alias, 'price_cents')} <= ${filter.maxCents}`);
  return sql<boolean>`(${sql.join(parts, sql` AND `)})`;
}

const namesMatch = (alias: string, text: string | undefined) => sql<boolean>`${column(alias, 'name_document')} @@ to_tsquery('simple', ${text ?? ''})`;

/** The filter and the phase, for `alias`: what makes an offering part of this walk. */
function inPhase(alias: string, filter: SearchFilter, phase: SearchPhase): RawBuilder<boolean> {
  if (phase.kind === 'all') return matches(alias, filter);
  if (phase.kind === 'names') return sql<boolean>`(${matches(alias, filter)} AND ${namesMatch(alias, filter.text)})`;
  return sql<boolean>`(${matches(alias, filter)} AND NOT ${namesMatch(alias, filter.text)})`;
}

/**
 * True when `other` comes before `alias` in the page order: a person is one card, shown at the
 * place of their first offering. Offerings of one seller share its rating and reviews, so only
 * the price or the offering's own moment tells them apart.
 */
function comesBefore(order: SearchOrder, other: string, alias: string): RawBuilder<boolean> {
  if (order === 'price') {
    return sql<boolean>`(${column(other, 'price_cents')}, ${column(other, 'id')}) < (${column(alias, 'price_cents')}, ${column(alias, 'id')})`;
  }
  return sql<boolean>`(${column(other, 'created_at')}, ${column(other, 'id')}) > (${column(alias, 'created_at')}, ${column(alias, 'id')})`;
}

/** Another offering of the same seller in this walk that comes first: then this one is no card. */
function hasEarlierOffering(db: Database, filter: SearchFilter, phase: SearchPhase, order: SearchOrder) {
  return db
    .selectFrom('offerings as other')
    .select(sql<number>`1`.as('found'))
    .where(sql<boolean>`other.seller_id = offerings.seller_id`)
    .where(inPhase('other', filter, phase))
    .where(comesBefore(order, 'other', 'offerings'));
}

/** Someone with an offering whose name or title matches is a card of the `names` walk, not of `others`. */
function hasNameMatch(db: Database, filter: SearchFilter) {
  return db
    .selectFrom('offerings as named')
    .select(sql<number>`1`.as('found'))
    .where(sql<boolean>`named.seller_id = offerings.seller_id`)
    .where(matches('named', filter))
    .where(namesMatch('named', filter.text));
}

/** One page of cards in `order`, each with its person's matching offerings (cheapest first). */
export function searchPage(db: Database, filter: SearchFilter, phase: SearchPhase, order: SearchOrder, limit: number, after?: SearchPosition) {
  let query = db
    .selectFrom('offerings')
    .innerJoin('services', 'services.id', 'offerings.service_id')
    .innerJoin('users', 'users.id', 'offerings.seller_id')
    .where(inPhase('offerings', filter, phase))
    .where(({ not, exists }) => not(exists(hasEarlierOffering(db, filter, phase, order))));
  if (phase.kind === 'others') query = query.where(({ not, exists }) => not(exists(hasNameMatch(db, filter))));
  if (after) query = query.where(afterPosition(order, after));
  const rows = query
    .select((eb) => [
      ...professionalCardColumns,
      // To the microsecond, for the page cursor (lib/exact-time.ts).
      exactTime('offerings.created_at').as('created_at'),
      jsonArrayFrom(
        eb
          .selectFrom('offerings as listed')
          .innerJoin('services as listed_service', 'listed_service.id', 'listed.service_id')
          .select(['listed.id as offeringId', 'listed_service.id as serviceId', 'listed_service.title', 'listed.price_cents', 'listed.experience_years'])
          .whereRef('listed.seller_id', '=', 'offerings.seller_id')
          .where(matches('listed', filter))
          .orderBy('listed.price_cents')
          .orderBy('listed_service.title')
          .orderBy('listed.id'),
      ).as('services'),
    ])
    .limit(limit);
  if (order === 'price') return rows.orderBy('offerings.price_cents').orderBy('offerings.id').execute();
  const [first, second] = order === 'reviews' ? (['seller_reviews', 'seller_rating'] as const) : (['seller_rating', 'seller_reviews'] as const);
  return rows
    .orderBy(`offerings.${first}`, 'desc')
    .orderBy(`offerings.${second}`, 'desc')
    .orderBy('offerings.created_at', 'desc')
    .orderBy('offerings.id', 'desc')
    .execute();
}
export type SearchRow = Awaited<ReturnType<typeof searchPage>>[number];

/** Rows after `after` in the order: the ranks the cursor carries are the order's. */
function afterPosition(order: SearchOrder, { ranks, createdAt, id }: SearchPosition): RawBuilder<boolean> {
  if (order === 'price') return sql<boolean>`(offerings.price_cents, offerings.id) > (${ranks[0]}, ${id})`;
  const [first, second] = order === 'reviews' ? [sql`offerings.seller_reviews`, sql`offerings.seller_rating`] : [sql`offerings.seller_rating`, sql`offerings.seller_reviews`];
  return sql<boolean>`(${first}, ${second}, offerings.created_at, offerings.id) < (${ranks[0]}, ${ranks[1]}, ${createdAt}, ${id})`;
}

/**
 * How many people match, counting at most `max`: each counted at their newest matching offering,
 * so the count stops after `max` people however many offerings a broad search matches.
 */
export async function countPeople(db: Database, filter: SearchFilter, max: number): Promise<number> {
  const people = db
    .selectFrom('offerings')
    .select(sql<number>`1`.as('found'))
    .where(matches('offerings', filter))
    .where(({ not, exists }) => not(exists(hasEarlierOffering(db, filter, { kind: 'all' }, 'rating'))))
    .limit(max);
  const row = await db
    .selectFrom(people.as('people'))
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * For each word typed: whether some document holds a word starting with it, and up to three
 * words it may be a misspelling of (trigram similarity, pg_trgm's default threshold 0.3).
 */
export async function lookUpWords(db: Database, words: readonly string[]): Promise<{ word: string; known: boolean; alike: string[] }[]> {
  if (words.length === 0) return [];
  const { rows } = await sql<{ word: string; known: boolean; alike: string[] }>`
    SELECT given.word,
      EXISTS (SELECT 1 FROM search_words WHERE search_words.word LIKE given.word || '%') AS known,
      ARRAY(
        SELECT search_words.word FROM search_words
        WHERE search_words.word % given.word
        ORDER BY similarity(search_words.word, given.word) DESC, search_words.word
        LIMIT 3
      ) AS alike
    FROM unnest(${words}::text[]) WITH ORDINALITY AS given(word, position)
    ORDER BY given.position
  `.execute(db);
  return rows;
}
