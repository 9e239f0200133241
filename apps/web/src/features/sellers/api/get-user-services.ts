import { useQuery } from '@tanstack/react-query';
import { CACHE_TTL_MS, userServicesResponse, type UserService } from '@fundi/shared';
import { api } from '../../../lib/api';
import { queryRoots } from '../../../lib/query-keys';

/** GET /api/services/user: the caller's own services, newest first. */
export async function getUserServices(signal?: AbortSignal): Promise<UserService[]> {
  const { services } = await api.get('/api/services/user', { schema: userServicesResponse, signal });
  return services;
}

/** Cached 5 minutes (SPEC §9); adding or deleting a service refetches it at once. */
export function useUserServices({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryRoots.userServices,
    queryFn: ({ signal }) => getUserServices(signal),
    staleTime: CACHE_TTL_MS.userServices,
    enabled: isEnabled,
  });
}
