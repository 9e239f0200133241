import { activeStatuses } from '@fundi/shared';
import type { Database } from '../../db';

export function findUserRole(db: Database, userId: string) {
  return db.selectFrom('users').select('role').where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst();
}

/**
 * The service with this title in this category, created when missing. Titles match
 * whatever their case (the unique index is on lower(title)), and the first spelling stays.
 */
export async function findOrCreateService(db: Database, category: string, title: string) {
  const created = await db
    .insertInto('services')
    .values({ category, title })
    .onConflict((conflict) => conflict.doNothing())
    .returning(['id', 'title', 'category'])
    .executeTakeFirst();
  if (created) return created;
  return db
    .selectFrom('services')
    .select(['id', 'title', 'category'])
    .where('category', '=', category)
    .where((eb) => eb(eb.fn('lower', ['title']), '=', eb.fn('lower', [eb.val(title)])))
    .executeTakeFirstOrThrow();
}

/** Undefined when the seller already offers this service. */
export function insertOffering(
  db: Database,
  offering: { serviceId: string; sellerId: string; description: string; priceCents: number; experienceYears: number },
) {
  return db
    .insertInto('offerings')
    .values({
      service_id: offering.serviceId,
      seller_id: offering.sellerId,
      description: offering.description,
      price_cents: offering.priceCents,
      experience_years: offering.experienceYears,
    })
    .onConflict((conflict) => conflict.columns(['service_id', 'seller_id']).doNothing())
    .returning(['id', 'description', 'price_cents', 'experience_years'])
    .executeTakeFirst();
}

/** The seller's offerings with their services, newest first. */
export function listSellerOfferings(db: Database, sellerId: string) {
  return db
    .selectFrom('offerings')
    .innerJoin('services', 'services.id', 'offerings.service_id')
    .select([
      'services.id as serviceId',
      'offerings.id as offeringId',
      'services.title',
      'services.category',
      'offerings.price_cents',
      'offerings.description',
      'offerings.experience_years',
      'offerings.created_at',
    ])
    .where('offerings.seller_id', '=', sellerId)
    .orderBy('offerings.created_at', 'desc')
    .orderBy('offerings.id', 'desc')
    .execute();
}

/** Locks the seller's offering of a service until the transaction ends. */
export function lockOffering(db: Database, sellerId: string, serviceId: string) {
  return db
    .selectFrom('offerings')
    .select('id')
    .where('seller_id', '=', sellerId)
    .where('service_id', '=', serviceId)
    .forUpdate()
    .executeTakeFirst();
}

export async function hasActiveOrders(db: Database, sellerId: string, serviceId: string): Promise<boolean> {
  const order = await db
    .selectFrom('orders')
    .select('id')
    .where('seller_id', '=', sellerId)
    .where('service_id', '=', serviceId)
    .where('status', 'in', activeStatuses)
    .limit(1)
    .executeTakeFirst();
  return order !== undefined;
}

export function deleteOffering(db: Database, offeringId: string) {
  return db.deleteFrom('offerings').where('id', '=', offeringId).execute();
}
