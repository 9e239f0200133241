import type { QueryClient } from '@tanstack/react-query';

/**
 * Cache keys that more than one feature reads or changes. Features may not import each
 * other, so the roots live here: the catalogue lists services, and becoming a seller,
 * adding or deleting a service and saving a profile must show there at once.
 */
export const queryRoots = {
  /** The public catalogue: GET /api/categories and a category's professionals. */
  services: ['services'] as const,
  /** GET /api/services/user: the caller's own offerings. */
  userServices: ['user-services'] as const,
  /** GET /api/profile. */
  profile: ['profile'] as const,
  /**
   * GET /api/admin/overview: the console's tab badges, which every console decision changes
   * (verification, disputes, payments).
   */
  adminOverview: ['admin', 'overview'] as const,
};

/** Something the catalogue shows changed here (a seller's name, photo, services, rating): refetch it. */
export async function invalidateCatalogue(queryClient: QueryClient): Promise<void> {
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
