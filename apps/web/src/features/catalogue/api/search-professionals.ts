import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { CACHE_TTL_MS, type SearchResponse } from '@fundi/shared';
import { callApi } from '../../../lib/api';
import { queryRoots } from '../../../lib/query-keys';
import type { SearchFilters } from '../search-filters';

/** GET /api/search, one page. */
function searchProfessionals(filters: SearchFilters, { cursor, signal }: { cursor?: string | null; signal?: AbortSignal }): Promise<SearchResponse> {
  const query = {
    q: filters.q || undefined,
    town: filters.town,
    category: filters.category,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    verified: filters.isVerifiedOnly || undefined,
    sort: filters.sort,
    cursor: cursor || undefined,
  };
  return callApi('searchProfessionals', { query, signal });
}

/**
 * The search's cards, a page at a time ('Show more'). Cached like a category page's; while a new
 * search loads, the previous cards stay on screen.
 */
export function useSearchProfessionals(filters: SearchFilters) {
  return useInfiniteQuery({
    queryKey: [...queryRoots.services, 'search', filters] as const,
    queryFn: ({ pageParam, signal }) => searchProfessionals(filters, { cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    staleTime: CACHE_TTL_MS.services,
    placeholderData: keepPreviousData,
  });
}
