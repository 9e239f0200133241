import { useQuery } from '@tanstack/react-query';
import { CACHE_TTL_MS, profileResponse, type User } from '@fundi/shared';
import { api } from '../../../lib/api';
import { queryRoots } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

/** GET /api/profile: the caller with their seller profile. */
export async function getProfile(signal?: AbortSignal): Promise<User> {
  const { user } = await api.get('/api/profile', { schema: profileResponse, signal });
  return user;
}

/**
 * Cached 2 minutes (SPEC §9). Until the answer arrives the signed-in user (same shape,
 * from the session check) is shown, so a slow connection shows the page at once.
 */
export function useProfile() {
  const sessionUser = useSession((state) => state.user);
  return useQuery({
    queryKey: queryRoots.profile,
    queryFn: ({ signal }) => getProfile(signal),
    staleTime: CACHE_TTL_MS.profile,
    placeholderData: sessionUser ?? undefined,
  });
}
