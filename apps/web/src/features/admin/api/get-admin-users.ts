import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { ADMIN_STALE_TIME_MS, adminKeys } from './admin-keys';

/** GET /api/admin/users?q=: everyone, or whoever a name, e-mail or phone matches; newest first, with 'Load more'. */
export function useAdminUsers(search: string) {
  return useInfiniteQuery({
    queryKey: adminKeys.users(search),
    queryFn: ({ pageParam, signal }) => callApi('getAdminUsers', { query: { q: search || undefined, cursor: pageParam ?? undefined }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    staleTime: ADMIN_STALE_TIME_MS,
  });
}
