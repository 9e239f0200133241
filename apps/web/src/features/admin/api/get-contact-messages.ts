import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { ADMIN_STALE_TIME_MS, adminKeys } from './admin-keys';

/** GET /api/admin/contact-messages: what people wrote to support, newest first, with 'Load more'. */
export function useContactMessages() {
  return useInfiniteQuery({
    queryKey: adminKeys.contactMessages,
    queryFn: ({ pageParam, signal }) => callApi('getAdminContactMessages', { query: { cursor: pageParam ?? undefined }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    staleTime: ADMIN_STALE_TIME_MS,
  });
}
