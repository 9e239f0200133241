import { isDeepStrictEqual } from 'node:util';
import { sellerRating, servicesResponse, type CategoryId, type Service } from '@fundi/shared';
import type { Database } from '../../db';
import { photoPath } from '../../lib/users/photo-path';
import { createSharedAnswer, type SharedAnswer } from '../../plugins/compression';
import { listOfferings, recentRatingsBySeller, type OfferingRow } from './catalogue.repository';

type CatalogueRows = { rows: OfferingRow[]; ratings: Map<string, number[]> };

/** Two queries whatever the number of sellers: the offerings, then their sellers' ratings. */
async function readCatalogue(db: Database, category?: CategoryId): Promise<CatalogueRows> {
  const rows = await listOfferings(db, category);
  const ratings = await recentRatingsBySeller(db, [...new Set(rows.map((row) => row.sellerId))]);
  return { rows, ratings };
}

/** GET /api/services: every service that at least one seller offers, with its sellers. */
export async function listServices(db: Database, category?: CategoryId): Promise<Service[]> {
  return toServices(await readCatalogue(db, category));
}

function toServices({ rows, ratings }: CatalogueRows): Service[] {
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
 * The catalogue answers as sent, encoded through the response contract (as Fastify's
 * serializer would). Every call reads the database; the answer (its JSON, ETag and
 * compressed forms) is built again only when what was read differs from the last read.
 */
export function createCatalogueAnswers(db: Database): (category?: CategoryId) => Promise<SharedAnswer> {
  const last = new Map<CategoryId | undefined, CatalogueRows & { answer: SharedAnswer }>();
  return async (category) => {
    const read = await readCatalogue(db, category);
    const previous = last.get(category);
    if (previous && isDeepStrictEqual(previous.rows, read.rows) && isDeepStrictEqual(previous.ratings, read.ratings)) return previous.answer;
    const answer = createSharedAnswer(JSON.stringify(servicesResponse.encode({ services: toServices(read) })));
    last.set(category, { ...read, answer });
    return answer;
  };
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
