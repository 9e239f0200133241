import type { CategoryId, Professional } from '@fundi/shared';
import { offeringDescription } from './offering-description';
import { photoPath } from './users/photo-path';

/**
 * What a card reads from an offering joined with its service and its seller (a category page's
 * query, a search's), besides its moment and its list of services.
 */
export const professionalCardColumns = [
  'offerings.id as offeringId',
  'offerings.category',
  'offerings.description',
  'offerings.price_cents',
  'offerings.experience_years',
  'offerings.seller_rating',
  'offerings.seller_reviews',
  'offerings.seller_town',
  'services.id as serviceId',
  'services.title',
  'users.id as sellerId',
  'users.name',
  'users.bio',
  'users.location',
  'users.profile_photo_id',
  'users.verified_at',
] as const;

/** The columns a professional's card is read from (a category page's row, a search's row). */
export type ProfessionalCardRow = {
  offeringId: string;
  category: string;
  description: string | null;
  price_cents: number;
  experience_years: number;
  seller_rating: number;
  seller_reviews: number;
  seller_town: string | null;
  serviceId: string;
  title: string;
  sellerId: string;
  name: string;
  bio: string | null;
  location: string | null;
  profile_photo_id: string | null;
  verified_at: unknown;
  services: { offeringId: string; serviceId: string; title: string; price_cents: number; experience_years: number }[];
};

/** One card of a category page or a search (docs/product.md §3): prices in shillings, the rating in tenths. */
export function toProfessionalCard(row: ProfessionalCardRow): Professional {
  return {
    offeringId: row.offeringId,
    sellerId: row.sellerId,
    name: row.name,
    profilePhoto: photoPath(row.profile_photo_id),
    serviceId: row.serviceId,
    serviceTitle: row.title,
    // Offerings take their category from their service (migration 0007's trigger): always one of the catalogue's.
    category: row.category as CategoryId,
    bio: row.bio || offeringDescription(row.description, row.title),
    rating: row.seller_rating / 10,
    reviewsCount: row.seller_reviews,
    price: row.price_cents / 100,
    experience: row.experience_years,
    location: row.location,
    town: row.seller_town,
    verified: row.verified_at !== null,
    services: row.services.map((service) => ({
      offeringId: service.offeringId,
      serviceId: service.serviceId,
      title: service.title,
      price: service.price_cents / 100,
      experience: service.experience_years,
    })),
  };
}
