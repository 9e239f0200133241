import { categoryIds, knownTown, type CategoryId, type SearchSort } from '@fundi/shared';

// The search page's filters live in its address (/search?q=plumber&town=Kisumu&sort=price), so
// a search can be shared, bookmarked and reloaded. Zod-free, like the page's first paint.

export type SearchFilters = {
  q: string;
  town?: string;
  category?: CategoryId;
  minPrice?: number;
  maxPrice?: number;
  isVerifiedOnly: boolean;
  sort?: SearchSort;
};

const sorts: readonly SearchSort[] = ['relevance', 'rating', 'price', 'reviews'];

/** A price in whole shillings, or nothing for anything else (the server would refuse it). */
export function priceOf(value: string | null): number | undefined {
  if (!value || !/^\d{1,8}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

/** The filters an address asks for; what cannot be one of them is dropped, not shown as an error. */
export function filtersFromAddress(params: URLSearchParams): SearchFilters {
  const category = params.get('category')?.toLowerCase();
  const sort = params.get('sort')?.toLowerCase();
  const town = params.get('town');
  let minPrice = priceOf(params.get('minPrice'));
  let maxPrice = priceOf(params.get('maxPrice'));
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    town: town ? (knownTown(town) ?? undefined) : undefined,
    category: categoryIds.find((id) => id === category),
    minPrice,
    maxPrice,
    isVerifiedOnly: params.get('verified') === 'true',
    sort: sorts.find((name) => name === sort),
  };
}

/** The address of a search: only the filters that are set, in a fixed order. */
export function addressOf(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.town) params.set('town', filters.town);
  if (filters.category) params.set('category', filters.category);
  if (filters.minPrice !== undefined) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set('maxPrice', String(filters.maxPrice));
  if (filters.isVerifiedOnly) params.set('verified', 'true');
  if (filters.sort) params.set('sort', filters.sort);
  return params;
}

/** The order the server uses when none is chosen: the best match for words, else the best rated. */
export function shownSort(filters: SearchFilters): SearchSort {
  return filters.sort ?? (filters.q ? 'relevance' : 'rating');
}

/** Whether anything narrows the search beyond its words. */
export function hasFilters(filters: SearchFilters): boolean {
  return Boolean(filters.town || filters.category || filters.minPrice !== undefined || filters.maxPrice !== undefined || filters.isVerifiedOnly);
}
