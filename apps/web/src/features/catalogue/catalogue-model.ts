import { sellerRating, type Category, type Service } from '@fundi/shared';

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
  town: string | null;
}

const normalise = (text: string) => text.trim().toLocaleLowerCase('en');

/** How many different professionals offer something in each category (a seller counts once). */
export function countProfessionalsByCategory(services: readonly Service[]): Map<string, number> {
  const sellers = new Map<string, Set<string>>();
  for (const service of services) {
    const ids = sellers.get(service.category) ?? new Set<string>();
    for (const seller of service.sellers) ids.add(seller.id);
    sellers.set(service.category, ids);
  }
  return new Map(Array.from(sellers, ([category, ids]) => [category, ids.size]));
}

/** Categories whose name or description contains the search text (any case). */
export function searchCategories(categories: readonly Category[], query: string): Category[] {
  const wanted = normalise(query);
  if (!wanted) return [...categories];
  return categories.filter((category) => normalise(`${category.name} ${category.description}`).includes(wanted));
}

/** "South B, Nairobi" is in Nairobi: the last part of a location names the town. */
export function townOf(location: string | null): string | null {
  const town = location?.split(',').pop()?.trim();
  return town || null;
}

/**
 * The category's professionals, one card per offering (a seller offering two services in
 * the category shows twice), best rated first so the most trusted fundis lead.
 */
export function professionalsIn(services: readonly Service[], category: Category): Professional[] {
  return services
    .filter((service) => service.category === category.id)
    .flatMap((service) =>
      service.sellers.map((seller) => ({
        offeringId: seller.offeringId,
        sellerId: seller.id,
        name: seller.name,
        photoUrl: seller.profilePhoto,
        serviceId: service.id,
        serviceTitle: service.title,
        categoryName: category.name,
        bio: seller.bio || seller.description,
        rating: sellerRating(seller.rating, seller.ratings),
        reviewsCount: seller.reviewsCount,
        price: seller.price,
        experience: seller.experience,
        location: seller.location,
        town: townOf(seller.location),
      })),
    )
    .sort((a, b) => b.rating - a.rating || b.reviewsCount - a.reviewsCount || a.name.localeCompare(b.name));
}

/** SPEC: the professionals search matches the name or the service title, in any case. */
export function matchesProfessional(professional: Professional, query: string): boolean {
  const wanted = normalise(query);
  return !wanted || normalise(professional.name).includes(wanted) || normalise(professional.serviceTitle).includes(wanted);
}

/** The towns professionals work in, most professionals first, for the town filter. */
export function townsOf(professionals: readonly Professional[]): string[] {
  const counts = new Map<string, number>();
  for (const { town } of professionals) if (town) counts.set(town, (counts.get(town) ?? 0) + 1);
  return Array.from(counts).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([town]) => town);
}
