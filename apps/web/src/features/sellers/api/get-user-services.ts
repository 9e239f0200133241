import { useQuery } from '@tanstack/react-query';
import { CACHE_TTL_MS, type UserService } from '@fundi/shared';
import { callApi } from '../../../lib/api';
import { queryRoots } from '../../../lib/query-keys';

/** GET /api/services/user: the caller's own services, newest first. */
async function getUserServices(signal?: AbortSignal): Promise<UserService[]> {
  const { services } = await callApi('getUserServices', { signal });
  return services;
}

/** Cached 5 minutes (docs/product.md §9); adding or deleting a service refetches it at once. */
export function useUserServices({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryRoots.userServices,
    queryFn: ({ signal }) => getUserServices(signal),
    staleTime: CACHE_TTL_MS.userServices,
    enabled: isEnabled,
  });
}
