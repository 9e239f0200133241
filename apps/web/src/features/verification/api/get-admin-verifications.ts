import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { verificationKeys, type QueueStatus } from './verification-keys';

/** GET /api/admin/verifications: one page of one status. */
function getAdminVerifications(status: QueueStatus, { cursor, signal }: { cursor?: string | null; signal?: AbortSignal }) {
  return callApi('getAdminVerifications', { query: { status, cursor: cursor || undefined }, signal });
}

/**
 * The console's queue, a page at a time ('Show more'): waiting requests oldest first, decided
 * ones newest decision first. Another administrator may decide meanwhile, so it is never
 * taken as fresh.
 */
export function useAdminVerifications(status: QueueStatus) {
  return useInfiniteQuery({
    queryKey: verificationKeys.queue(status),
    queryFn: ({ pageParam, signal }) => getAdminVerifications(status, { cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    staleTime: 0,
  });
}
