import type { Role, User } from '@fundi/shared';
import type { Database } from '../../db';
import { photoPath } from './photo-path';

const userColumns = [
  'id',
  'name',
  'email',
  'phone',
  'role',
  'location',
  'bio',
  'profile_photo_id',
  'seller_profile_complete',
  'services_offered',
  'towns_served',
  'is_admin',
] as const;

export function isSellerRole(role: string): boolean {
  return role === 'seller' || role === 'both';
}

/** The User of docs/product.md §3, with the seller profile for sellers. Undefined for a missing or deleted user. */
export async function loadApiUser(db: Database, userId: string): Promise<User | undefined> {
  const row = await db
    .selectFrom('users')
    .select(userColumns)
    .where('id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const role = row.role as Role;
  const profilePhoto = photoPath(row.profile_photo_id);
  const base = {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role,
    isSeller: isSellerRole(role),
    location: row.location,
    bio: row.bio,
    profilePhoto,
    isAdmin: row.is_admin,
  };
  if (!base.isSeller) return { ...base, sellerProfile: null };

  const [services, ratings] = await Promise.all([
    servicesOffered(db, userId, row.services_offered),
    db.selectFrom('reviews').select('rating').where('seller_id', '=', userId).orderBy('created_at', 'desc').limit(100).execute(),
  ]);
  return {
    ...base,
    sellerProfile: {
      profilePhoto,
      bio: row.bio,
      location: row.location,
      townsServed: row.towns_served,
      phone: row.phone,
      services,
      ratings: ratings.map((review) => review.rating),
      isComplete: row.seller_profile_complete,
    },
  };
}

/**
 * The spec's sellerProfile.services: the "Services Offered" line the seller typed on the
 * profile; until they type one, the titles of what they actually offer.
 */
async function servicesOffered(db: Database, userId: string, typed: string[]): Promise<string[]> {
  if (typed.length > 0) return typed;
  const offered = await db
    .selectFrom('offerings')
    .innerJoin('services', 'services.id', 'offerings.service_id')
    .select('services.title')
    .where('offerings.seller_id', '=', userId)
    .orderBy('offerings.created_at')
    .execute();
  return offered.map((service) => service.title);
}
