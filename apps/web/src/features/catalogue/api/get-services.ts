import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CACHE_TTL_MS, servicesResponse, type CategoryId, type Service } from '@fundi/shared';
import { api } from '../../../lib/api';
import { queryRoots } from '../../../lib/query-keys';

export const servicesQueryKey = (category?: CategoryId) => [...queryRoots.services, category ?? 'all'] as const;

/** GET /api/services, optionally of one category (SPEC §7). */
export async function getServices(category?: CategoryId, signal?: AbortSignal): Promise<Service[]> {
  const query = category ? `?category=${encodeURIComponent(category)}` : '';
  const { services } = await api.get(`/api/services${query}`, { schema: servicesResponse, signal });
  return services;
}

/**
 * Every service with its sellers, or one category's. Cached 5 minutes (SPEC §9). A category
 * opened from the categories page starts from the full list already downloaded there, so
 * the tap costs no second request on a slow connection.
 */
export function useServices(category?: CategoryId) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: servicesQueryKey(category),
    queryFn: ({ signal }) => getServices(category, signal),
    staleTime: CACHE_TTL_MS.services,
    initialData: () => {
      if (!category) return undefined;
      return queryClient.getQueryData<Service[]>(servicesQueryKey())?.filter((service) => service.category === category);
    },
    initialDataUpdatedAt: () => queryClient.getQueryState(servicesQueryKey())?.dataUpdatedAt,
  });
}
