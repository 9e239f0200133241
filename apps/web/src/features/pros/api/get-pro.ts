import { useInfiniteQuery } from '@tanstack/react-query';
import { CACHE_TTL_MS, type ProResponse } from '@fundi/shared';
import { ApiError, callApi } from '../../../lib/api';
import { queryRoots } from '../../../lib/query-keys';

/** Reviews a page of the professional's page shows at a time ('Show more reviews' asks for the next). */
const REVIEWS_PAGE_SIZE = 10;

/**
 * Under the catalogue's root: what changes a card (a review, a new photo, a renamed seller)
 * refetches the page too (lib/query-keys.ts invalidateCatalogue).
 */
const proQueryKey = (sellerId: string) => [...queryRoots.services, 'pro', sellerId] as const;

/** GET /api/pros/{id}: the professional, and one page of their reviews (after `cursor`). */
function getPro(sellerId: string, { cursor, signal }: { cursor: string | null; signal?: AbortSignal }): Promise<ProResponse> {
  return callApi('getPro', { params: { id: sellerId }, query: { cursor: cursor ?? undefined, limit: REVIEWS_PAGE_SIZE }, signal });
}

/** A professional's page, its reviews a page at a time. Cached as the catalogue is (docs/product.md §9). */
export function usePro(sellerId: string) {
  return useInfiniteQuery({
    queryKey: proQueryKey(sellerId),
    queryFn: ({ pageParam, signal }) => getPro(sellerId, { cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    staleTime: CACHE_TTL_MS.services,
  });
}

/**
 * Nobody by that id (or no longer listed): the page says so rather than offering a retry. An id
 * that is not one at all is a 400 with the same code.
 */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.code === 'SELLER_NOT_FOUND');
}
