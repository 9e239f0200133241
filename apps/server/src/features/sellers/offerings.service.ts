import {
  centsToShillings,
  shillingsToCents,
  type CategoryId,
  type CreateServiceRequest,
  type CreateServiceResponse,
  type UserService,
} from '@fundi/shared';
import type { Database } from '../../db';
import { AppError } from '../../lib/app-error';
import { isSellerRole } from '../../lib/users/api-user';
import {
  deleteOffering,
  findOrCreateService,
  findUserRole,
  hasActiveOrders,
  insertOffering,
  listSellerOfferings,
  lockOffering,
} from './offerings.repository';

/** The API's words for a done step (docs/product.md §3); the web shows its own. */
const addedText = 'Service added successfully!';
const deletedText = 'Service deleted successfully!';

/**
 * POST /api/services (docs/decisions/0025-seller-forms-services-and-profile.md): sellers only. The
 * seller joins the service of that title in that category (whatever its case), which is created
 * when nobody offers it yet, so buyers find one "Blocked drain unblocking" with several sellers,
 * not several copies.
 */
export async function addService(db: Database, sellerId: string, draft: CreateServiceRequest): Promise<CreateServiceResponse> {
  const seller = await findUserRole(db, sellerId);
  if (!seller) throw new AppError('unauthenticated', 'INVALID_TOKEN');
  if (!isSellerRole(seller.role)) throw new AppError('forbidden', 'SERVICE_SELLERS_ONLY');
  return db.transaction().execute(async (trx) => {
    const service = await findOrCreateService(trx, draft.category, draft.title);
    const offering = await insertOffering(trx, {
      serviceId: service.id,
      sellerId,
      description: draft.description,
      priceCents: shillingsToCents(draft.price),
      experienceYears: draft.experience,
    });
    if (!offering) throw new AppError('conflict', 'SERVICE_ALREADY_OFFERED');
    return {
      message: addedText,
      service: { id: service.id, title: service.title, category: service.category as CategoryId },
      serviceSeller: {
        description: offering.description,
        price: centsToShillings(offering.price_cents),
        experience: offering.experience_years,
      },
    };
  });
}

/** GET /api/services/user: what the caller offers, newest first (none for a buyer). */
export async function listUserServices(db: Database, sellerId: string): Promise<UserService[]> {
  const rows = await listSellerOfferings(db, sellerId);
  return rows.map((row) => ({
    id: row.serviceId,
    offeringId: row.offeringId,
    title: row.title,
    category: row.category as CategoryId,
    price: centsToShillings(row.price_cents),
    description: row.description,
    experience: row.experience_years,
    createdAt: row.created_at.toISOString(),
  }));
}

/**
 * DELETE /api/services/{id}: the caller stops offering the service; other sellers' offerings
 * and the service itself (past orders point at it) stay. Someone else's offering is as
 * absent as none (404). Buyers with a job in flight must not lose it, so active orders
 * block the deletion.
 */
export async function deleteService(db: Database, sellerId: string, serviceId: string): Promise<{ message: string }> {
  await db.transaction().execute(async (trx) => {
    const offering = await lockOffering(trx, sellerId, serviceId);
    if (!offering) throw new AppError('not-found', 'SERVICE_NOT_FOUND');
    if (await hasActiveOrders(trx, sellerId, serviceId)) throw new AppError('conflict', 'SERVICE_HAS_ACTIVE_ORDERS');
    await deleteOffering(trx, offering.id);
  });
  return { message: deletedText };
}
