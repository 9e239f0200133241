import type { Category, Professional as ListedProfessional } from '@fundi/shared';

/** One card of the Professionals grid: a seller offering one service (SPEC §2 Category page). */
export interface Professional {
  offeringId: string;
  sellerId: string;
  name: string;
  /** A relative /uploads path, or null: the card then shows initials. */
  photoUrl: string | null;
  serviceId: string;
  serviceTitle: string;
  categoryName: string;
  bio: string;
  rating: number;
  reviewsCount: number;
  /** The seller's starting price for this service, in shillings. */
  price: number;
  experience: number;
  location: string | null;
}

const normalise = (text: string) => text.trim().toLocaleLowerCase('en');

/** Categories whose name or description contains the search text (any case). */
export function searchCategories(categories: readonly Category[], query: string): Category[] {
  const wanted = normalise(query);
  if (!wanted) return [...categories];
  return categories.filter((category) => normalise(`${category.name} ${category.description}`).includes(wanted));
}

/**
 * The cards of every page loaded so far, in page order. A professional whose rating drops
 * between two pages can come again on a later page: they show once, where first seen.
 */
export function professionalCards(pages: readonly { professionals: readonly ListedProfessional[] }[], category: Category): Professional[] {
  const seen = new Set<string>();
  const cards: Professional[] = [];
  for (const listed of pages.flatMap((page) => page.professionals)) {
    if (seen.has(listed.offeringId)) continue;
    seen.add(listed.offeringId);
    cards.push({
      offeringId: listed.offeringId,
      sellerId: listed.sellerId,
      name: listed.name,
      photoUrl: listed.profilePhoto,
      serviceId: listed.serviceId,
      serviceTitle: listed.serviceTitle,
      categoryName: category.name,
      bio: listed.bio,
      rating: listed.rating,
      reviewsCount: listed.reviewsCount,
      price: listed.price,
      experience: listed.experience,
      location: listed.location,
    });
  }
  return cards;
}
