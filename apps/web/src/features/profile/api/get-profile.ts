import { useQuery } from '@tanstack/react-query';
import { CACHE_TTL_MS, type SignInDetails, type User } from '@fundi/shared';
import { callApi } from '../../../lib/api';
import { queryRoots } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

/** What My Profile shows; `signIn` is null while only the session's copy of the user is known. */
export interface ProfileData {
  user: User;
  signIn: SignInDetails | null;
}

/** GET /api/profile: the caller with their seller profile, and how the account signs in. */
function getProfile(signal?: AbortSignal): Promise<ProfileData> {
  return callApi('getProfile', { signal });
}

/**
 * Cached 2 minutes (docs/product.md §9). Until the answer arrives the signed-in user (same shape,
 * from the session check) is shown, so a slow connection shows the page at once.
 */
export function useProfile() {
  const sessionUser = useSession((state) => state.user);
  return useQuery<ProfileData>({
    queryKey: queryRoots.profile,
    queryFn: ({ signal }) => getProfile(signal),
    staleTime: CACHE_TTL_MS.profile,
    placeholderData: sessionUser ? { user: sessionUser, signIn: null } : undefined,
  });
}
