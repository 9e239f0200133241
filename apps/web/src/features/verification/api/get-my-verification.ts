import { useQuery } from '@tanstack/react-query';
import type { MyVerification } from '@fundi/shared';
import { callApi } from '../../../lib/api';
import { verificationKeys } from './verification-keys';

/** GET /api/me/verification: the caller's latest identity check (NONE before any). */
function getMyVerification(signal?: AbortSignal): Promise<MyVerification> {
  return callApi('getMyVerification', { signal });
}

/**
 * An administrator decides at any time, so a profile shown again asks again (the cached state
 * shows meanwhile): it is one small read, on a page a seller opens now and then.
 */
export function useMyVerification({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: verificationKeys.mine,
    queryFn: ({ signal }) => getMyVerification(signal),
    staleTime: 0,
    enabled: isEnabled,
  });
}
