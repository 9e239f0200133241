import { useQuery } from '@tanstack/react-query';
import { CACHE_TTL_MS } from '@fundi/shared';
import { callApi } from '../../../lib/api';
import { queryRoots } from '../../../lib/query-keys';

/** GET /api/categories: how many professionals each category has, as a map by category id. */
export function useCategoryCounts() {
  return useQuery({
    queryKey: [...queryRoots.services, 'category-counts'],
    queryFn: ({ signal }) => callApi('getCategoryCounts', { signal }),
    select: ({ categories }) => new Map(categories.map(({ id, professionals }) => [id, professionals])),
    staleTime: CACHE_TTL_MS.services,
  });
}
