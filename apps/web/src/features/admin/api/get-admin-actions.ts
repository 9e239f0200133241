import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { ADMIN_STALE_TIME_MS, adminKeys } from './admin-keys';

/** GET /api/admin/actions: every administrator's action, newest first, with 'Load more'. */
export function useAdminActions() {
  return useInfiniteQuery({
    queryKey: adminKeys.actions,
    queryFn: ({ pageParam, signal }) => callApi('getAdminActions', { query: { cursor: pageParam ?? undefined }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    staleTime: ADMIN_STALE_TIME_MS,
  });
}
