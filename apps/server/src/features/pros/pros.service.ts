import type { CategoryId, ProQuery, ProResponse } from '@fundi/shared';
import type { Database } from '../../db';
import { toApiTime, toExactIso } from '../../lib/exact-time';
import { decodeCursor, encodeCursor, invalidCursorError } from '../../lib/keyset-cursor';
import { offeringDescription } from '../../lib/offering-description';
import { AppError } from '../../lib/app-error';
import { photoPath } from '../../lib/users/photo-path';
import { findProfessional, listReviewsPage, type ProfessionalRow, type ReviewRow } from './pros.repository';
import { reviewerName } from './reviewer-name';

/**
 * GET /api/pros/{id} (docs/decisions/0053-professional-pages.md): what a buyer needs to choose a
 * professional, and nothing that reaches them outside Fundi (no phone, no e-mail). Someone who is
 * not a professional on Fundi now (no such account, a closed or suspended one, a buyer, a seller
 * with no service) is one 404, so the answer tells nothing about accounts that are not listed.
 */
export async function getProfessionalPage(db: Database, sellerId: string, query: ProQuery): Promise<ProResponse> {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  if (query.cursor && !after) throw invalidCursorError();
  // The two reads are independent: one round trip's wait. One review more than asked says whether another page exists.
  const [professional, reviews] = await Promise.all([findProfessional(db, sellerId), listReviewsPage(db, sellerId, query.limit + 1, after)]);
  if (!professional || professional.services.length === 0) throw new AppError('not-found', 'SELLER_NOT_FOUND');
  const page = reviews.slice(0, query.limit);
  const last = page.at(-1);
  return {
    professional: toProfessional(professional),
    services: professional.services.map((service) => ({
      offeringId: service.offeringId,
      serviceId: service.serviceId,
      title: service.title,
      category: service.category as CategoryId,
      description: offeringDescription(service.description, service.title),
      price: service.price_cents / 100,
      experience: service.experience_years,
    })),
    reviews: page.map(toReview),
    nextCursor: reviews.length > query.limit && last ? encodeCursor({ createdAt: toExactIso(last.created_at), id: last.id }) : null,
    gallery: professional.gallery.map(({ photo_id }) => ({ id: photo_id, url: photoPath(photo_id)! })),
  };
}

function toProfessional(row: ProfessionalRow): ProResponse['professional'] {
  const starCounts = new Map(row.rating_counts.map(({ rating, count }) => [rating, count]));
  return {
    id: row.id,
    name: row.name,
    profilePhoto: photoPath(row.profile_photo_id),
    bio: row.bio,
    location: row.location,
    town: row.town,
    townsServed: row.towns_served,
    verified: row.verified_at !== null,
    rating: row.rating_tenths / 10,
    reviewsCount: row.rating_count,
    ratingCounts: [1, 2, 3, 4, 5].map((stars) => starCounts.get(stars) ?? 0),
    experience: Math.max(...row.services.map((service) => service.experience_years)),
    memberSince: row.created_at.toISOString(),
  };
}

function toReview(row: ReviewRow): ProResponse['reviews'][number] {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    reviewer: reviewerName(row.reviewer_name, { isClosed: row.reviewer_deleted_at !== null }),
    serviceTitle: row.service_title,
    createdAt: toApiTime(row.created_at),
  };
}
