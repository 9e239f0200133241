import type { QueryClient } from '@tanstack/react-query';

/**
 * Cache keys that more than one feature reads or changes. Features may not import each
 * other, so the roots live here: the catalogue lists services, and becoming a seller,
 * adding or deleting a service and saving a profile must show there at once.
 */
export const queryRoots = {
  /** GET /api/services (every category, or one). */
  services: ['services'] as const,
  /** GET /api/services/user: the caller's own offerings. */
  userServices: ['user-services'] as const,
  /** GET /api/profile. */
  profile: ['profile'] as const,
};

let hasChangedListings = false;

/** Something the catalogue shows changed here (a seller's name, photo, services, rating): refetch it. */
export async function invalidateCatalogue(queryClient: QueryClient): Promise<void> {
  hasChangedListings = true;
  await queryClient.invalidateQueries({ queryKey: queryRoots.services });
}

/** A seller's listing changed here: refetch the catalogue, their services and their profile. */
export async function invalidateSellerListings(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    invalidateCatalogue(queryClient),
    queryClient.invalidateQueries({ queryKey: queryRoots.userServices }),
    queryClient.invalidateQueries({ queryKey: queryRoots.profile }),
  ]);
}

/**
 * How GET /api/services may use the browser's HTTP cache. The list is public with a short
 * max-age, so a refetch right after one's own change could get the copy from before it;
 * once this tab has changed a listing, the cached copy is revalidated (an ETag check, an
 * empty 304 when nothing moved) instead of being reused.
 */
export function servicesRequestCache(): RequestCache {
  return hasChangedListings ? 'no-cache' : 'default';
}
