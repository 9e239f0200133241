import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { disputeKeys, type DisputeListStatus } from './dispute-keys';

/** GET /api/admin/disputes: one page of one status. */
function getAdminDisputes(status: DisputeListStatus, { cursor, signal }: { cursor: string | null; signal?: AbortSignal }) {
  return callApi('getAdminDisputes', { query: { status, cursor: cursor ?? undefined }, signal });
}

/**
 * The console's list, a page at a time: open disputes oldest first (the queue), decided ones
 * newest first. Another administrator may decide meanwhile, so it is never taken as fresh.
 */
export function useAdminDisputes(status: DisputeListStatus) {
  return useInfiniteQuery({
    queryKey: disputeKeys.adminList(status),
    queryFn: ({ pageParam, signal }) => getAdminDisputes(status, { cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    staleTime: 0,
  });
}
