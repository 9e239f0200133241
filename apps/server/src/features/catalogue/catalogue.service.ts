import { sellerRating, servicesResponse, type CategoryId, type Service } from '@fundi/shared';
import type { Database } from '../../db';
import { photoPath } from '../../lib/users/photo-path';
import { createSharedAnswer, type SharedAnswer } from '../../plugins/compression';
import { listOfferings, recentRatingsBySeller, type OfferingRow } from './catalogue.repository';

/**
 * GET /api/services: every service that at least one seller offers, with its sellers.
 * Two queries whatever the number of sellers: the offerings, then their sellers' ratings.
 */
export async function listServices(db: Database, category?: CategoryId): Promise<Service[]> {
  const rows = await listOfferings(db, category);
  const ratings = await recentRatingsBySeller(db, [...new Set(rows.map((row) => row.sellerId))]);
  const services = new Map<string, Service>();
  for (const row of rows) {
    const service = services.get(row.serviceId) ?? {
      id: row.serviceId,
      title: row.title,
      category: row.category,
      price: Number.POSITIVE_INFINITY,
      sellers: [],
    };
    const seller = toSellerOffering(row, ratings.get(row.sellerId) ?? []);
    service.sellers.push(seller);
    service.price = Math.min(service.price, seller.price);
    services.set(row.serviceId, service);
  }
  return [...services.values()];
}

/**
 * The catalogue answer as sent: encoded through the response contract (as Fastify's
 * serializer would), so that requests sharing one load also share this work.
 */
export async function catalogueAnswer(db: Database, category?: CategoryId): Promise<SharedAnswer> {
  return createSharedAnswer(JSON.stringify(servicesResponse.encode({ services: await listServices(db, category) })));
}

function toSellerOffering(row: OfferingRow, ratings: number[]) {
  return {
    id: row.sellerId,
    offeringId: row.offeringId,
    name: row.name,
    price: row.price_cents / 100,
    rating: row.rating_count > 0 ? sellerRating(row.rating_sum / row.rating_count) : 0,
    ratings,
    reviewsCount: row.rating_count,
    description: row.description || `Specializing in ${row.title}`,
    bio: row.bio,
    experience: row.experience_years,
    location: row.location,
    phone: row.phone,
    profilePhoto: photoPath(row.profile_photo_id),
  };
}
