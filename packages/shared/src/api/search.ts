import { z } from 'zod';
import { MAX_SERVICE_PRICE_KSH, PROFESSIONALS_SEARCH_MAX } from '../constants';
import { anyCaseEnum } from '../validation';
import { categoryInput, professionalSchema } from './catalogue';

// GET /api/search: one box across every category (docs/product.md §12). The answer's cards are
// the category page's, so one card component shows both.

/**
 * `relevance`: names and service titles that match first, then descriptions and category words,
 * best rated first within each (the default with words); `rating` best first (the default
 * without); `price` cheapest first; `reviews` most reviewed first.
 */
export const searchSorts = ['relevance', 'rating', 'price', 'reviews'] as const;
export type SearchSort = (typeof searchSorts)[number];

/** A price bound in whole shillings, from a query string. */
const priceBound = z.coerce
  .number({ error: 'SEARCH_PRICE_INVALID' })
  .int({ error: 'SEARCH_PRICE_INVALID' })
  .min(0, { error: 'SEARCH_PRICE_INVALID' })
  .max(MAX_SERVICE_PRICE_KSH, { error: 'SEARCH_PRICE_INVALID' });

/** An empty parameter (`?town=`) is no filter: a shared address may carry them. */
const blankIsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const searchQuery = z
  .object({
    q: z.string().trim().max(PROFESSIONALS_SEARCH_MAX, { error: 'SEARCH_TOO_LONG' }).optional(),
    town: z.preprocess(blankIsMissing, z.string().trim().max(100, { error: 'TOWN_TOO_LONG' }).optional()),
    category: z.preprocess(blankIsMissing, categoryInput.optional()),
    minPrice: z.preprocess(blankIsMissing, priceBound.optional()),
    maxPrice: z.preprocess(blankIsMissing, priceBound.optional()),
    verified: z.preprocess(
      blankIsMissing,
      anyCaseEnum(['true', 'false'])
        .transform((value) => value === 'true')
        .optional(),
    ),
    sort: z.preprocess(blankIsMissing, anyCaseEnum(searchSorts, 'SEARCH_SORT_UNKNOWN').optional()),
    cursor: z.string().max(300).optional(),
    limit: z.coerce.number().int().min(1).max(48).default(12),
  })
  .refine(({ minPrice, maxPrice }) => minPrice === undefined || maxPrice === undefined || minPrice <= maxPrice, {
    error: 'SEARCH_PRICE_RANGE_INVALID',
    path: ['maxPrice'],
  });
export type SearchQuery = z.infer<typeof searchQuery>;

/**
 * One card per person. `services` are their offerings that match every filter (cheapest first);
 * the card's own offering is the one that put them there. `total` counts people up to
 * SEARCH_COUNT_MAX: past it, `totalIsMore` says there are more.
 */
export const searchResponse = z.object({
  professionals: z.array(professionalSchema),
  total: z.number().int(),
  totalIsMore: z.boolean(),
  nextCursor: z.string().nullable(),
});
export type SearchResponse = z.infer<typeof searchResponse>;

/** Counting every match of a broad search would read them all: the count stops here, and the page says "More than 100". */
export const SEARCH_COUNT_MAX = 100;
