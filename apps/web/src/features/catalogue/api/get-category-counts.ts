import { useQuery } from '@tanstack/react-query';
import { CACHE_TTL_MS, type CategoryCountsResponse } from '@fundi/shared';
import { api } from '../../../lib/api';
import { queryRoots } from '../../../lib/query-keys';

/**
 * GET /api/categories: how many professionals each category has, as a map by category id.
 * Not parsed with zod, for the reason given in get-professionals.ts.
 */
export function useCategoryCounts() {
  return useQuery({
    queryKey: [...queryRoots.services, 'category-counts'],
    queryFn: ({ signal }) => api.get<CategoryCountsResponse>('/api/categories', { signal }),
    select: ({ categories }) => new Map(categories.map(({ id, professionals }) => [id, professionals])),
    staleTime: CACHE_TTL_MS.services,
  });
}
