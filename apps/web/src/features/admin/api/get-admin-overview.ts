import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { ADMIN_STALE_TIME_MS, adminKeys } from './admin-keys';

/** GET /api/admin/overview: how many verifications, disputes, payments and flags wait (the tabs' badges). */
export function useAdminOverview() {
  return useQuery({
    queryKey: adminKeys.overview,
    queryFn: ({ signal }) => callApi('getAdminOverview', { signal }),
    staleTime: ADMIN_STALE_TIME_MS,
  });
}
