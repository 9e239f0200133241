import { servicesResponse, type CategoryId, type Service } from '@fundi/shared';
import type { Database } from '../../db';
import { photoPath } from '../../lib/users/photo-path';
import { createSharedAnswer, type SharedAnswer } from '../../plugins/compression';
import { listOfferings, readCatalogueVersion, recentRatingsBySeller, type OfferingRow } from './catalogue.repository';
import { offeringDescription } from '../../lib/offering-description';

type CatalogueRows = { rows: OfferingRow[]; ratings: Map<string, number[]> };

/** Two queries whatever the number of sellers: the offerings, then their sellers' ratings. */
async function readCatalogue(db: Database, category?: CategoryId): Promise<CatalogueRows> {
  const rows = await listOfferings(db, category);
  const ratings = await recentRatingsBySeller(db, [...new Set(rows.map((row) => row.sellerId))]);
  return { rows, ratings };
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
 * serializer would). Every call reads the catalogue's version first; the catalogue itself is
 * read, and the answer (its JSON, ETag and compressed forms) built, only when the version
 * moved since the last answer. The version is read before the catalogue, so what is read is
 * at least as new as the version it is kept under: a change is never missed.
 */
export function createCatalogueAnswers(db: Database): (category?: CategoryId) => Promise<SharedAnswer> {
  const last = new Map<CategoryId | undefined, { version: number; answer: SharedAnswer }>();
  return async (category) => {
    const version = await readCatalogueVersion(db);
    const previous = last.get(category);
    if (previous?.version === version) return previous.answer;
    const answer = createSharedAnswer(JSON.stringify(servicesResponse.encode({ services: toServices(await readCatalogue(db, category)) })));
    last.set(category, { version, answer });
    return answer;
  };
}

function toSellerOffering(row: OfferingRow, ratings: number[]) {
  return {
    id: row.sellerId,
    offeringId: row.offeringId,
    name: row.name,
    price: row.price_cents / 100,
    rating: row.seller_rating / 10,
    ratings,
    reviewsCount: row.seller_reviews,
    description: offeringDescription(row.description, row.title),
    bio: row.bio,
    experience: row.experience_years,
    location: row.location,
    phone: row.phone,
    profilePhoto: photoPath(row.profile_photo_id),
    verified: row.verified_at !== null,
  };
}
