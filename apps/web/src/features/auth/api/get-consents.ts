import { useQuery } from '@tanstack/react-query';
import type { Consents } from '@fundi/shared';
import { callApi } from '../../../lib/api';
import { useSession } from '../../../lib/session';

/** One person's answer; signing out empties the cache, so the next person is asked afresh. */
export const consentsKey = (userId: string | undefined) => ['consents', userId] as const;

/** GET /api/me/consents: the terms' version the person accepted, and whether they said they are 18 or over. */
function getConsents(signal?: AbortSignal): Promise<Consents> {
  return callApi('getConsents', { signal });
}

/**
 * Asked once per signed-in session: only accepting changes the answer, and the dialog that
 * accepts puts the new one in the cache itself.
 */
export function useConsents() {
  const userId = useSession((state) => (state.isAuthenticated ? state.user?.id : undefined));
  return useQuery({
    queryKey: consentsKey(userId),
    queryFn: ({ signal }) => getConsents(signal),
    enabled: userId !== undefined,
    staleTime: Infinity,
  });
}
