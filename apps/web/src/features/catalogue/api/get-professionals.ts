import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { CACHE_TTL_MS, type CategoryId, type ProfessionalsResponse } from '@fundi/shared';
import { api } from '../../../lib/api';
import { queryRoots } from '../../../lib/query-keys';

/** What the visitor narrowed the professionals to: search text (trimmed) and a town. */
export type ProfessionalsFilter = { search: string; town: string | null };

export const professionalsQueryKey = (category: CategoryId, filter: ProfessionalsFilter) =>
  [...queryRoots.services, 'professionals', category, filter] as const;

/**
 * GET /api/categories/{category}/professionals, one page. The answer is not parsed with its
 * zod contract here: the server's serializer already enforces it, and zod (~110 kB) would
 * otherwise ride on the category page's first load on a phone (docs/decisions.md).
 */
export function getProfessionals(
  category: CategoryId,
  filter: ProfessionalsFilter,
  { cursor, signal }: { cursor?: string | null; signal?: AbortSignal } = {},
): Promise<ProfessionalsResponse> {
  const query = new URLSearchParams();
  if (filter.search) query.set('q', filter.search);
  if (filter.town) query.set('town', filter.town);
  if (cursor) query.set('cursor', cursor);
  const search = query.toString();
  return api.get<ProfessionalsResponse>(`/api/categories/${category}/professionals${search ? `?${search}` : ''}`, { signal });
}

/**
 * A category's professionals, best rated first, a page at a time ('Show more'). Cached 5
 * minutes (SPEC §9); while a new search loads, the previous cards stay on screen.
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
