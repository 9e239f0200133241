import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { CACHE_TTL_MS, type CategoryId, type ProfessionalsResponse } from '@fundi/shared';
import { callApi } from '../../../lib/api';
import { queryRoots } from '../../../lib/query-keys';

/** What the visitor narrowed the professionals to: search text (trimmed), a town, and only those whose identity was checked. */
export type ProfessionalsFilter = { search: string; town: string | null; isVerifiedOnly: boolean };

const professionalsQueryKey = (category: CategoryId, filter: ProfessionalsFilter) =>
  [...queryRoots.services, 'professionals', category, filter] as const;

/** GET /api/categories/{category}/professionals, one page. */
function getProfessionals(
  category: CategoryId,
  filter: ProfessionalsFilter,
  { cursor, signal }: { cursor?: string | null; signal?: AbortSignal } = {},
): Promise<ProfessionalsResponse> {
  const query = { q: filter.search || undefined, town: filter.town || undefined, verified: filter.isVerifiedOnly || undefined, cursor: cursor || undefined };
  return callApi('getProfessionals', { params: { category }, query, signal });
}

/**
 * A category's professionals, best rated first, a page at a time ('Show more'). Cached 5
 * minutes (docs/product.md §9); while a new search loads, the previous cards stay on screen.
 */
export function useProfessionals(category: CategoryId, filter: ProfessionalsFilter) {
  return useInfiniteQuery({
    queryKey: professionalsQueryKey(category, filter),
    queryFn: ({ pageParam, signal }) => getProfessionals(category, filter, { cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    staleTime: CACHE_TTL_MS.services,
    placeholderData: keepPreviousData,
  });
}
