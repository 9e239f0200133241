import { useQuery } from '@tanstack/react-query';
import { CACHE_TTL_MS, type MyGalleryResponse } from '@fundi/shared';
import { callApi } from '../../../lib/api';

/** The seller's own photos of past work; adding or deleting one answers the whole gallery, which replaces this. */
export const myGalleryKey = ['my-gallery'] as const;

/** GET /api/me/gallery: newest first. Cached as the profile is (docs/product.md §9). */
export function useMyGallery() {
  return useQuery<MyGalleryResponse>({
    queryKey: myGalleryKey,
    queryFn: ({ signal }) => callApi('getMyGallery', { signal }),
    staleTime: CACHE_TTL_MS.profile,
  });
}
