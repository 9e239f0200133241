import { lastBookableDate, nairobiToday, type Availability, type ProAvailabilityResponse } from '@fundi/shared';
import type { Database } from '../../db';
import { AppError } from '../../lib/app-error';
import { fullDays, readAvailability } from '../../lib/availability/seller-availability';
import { isSellerRole } from '../../lib/users/api-user';
import { findAccount, saveAvailability } from './availability.repository';

// When a professional works (docs/decisions/0052-availability.md): the seller sets it, a buyer's
// booking dialog reads which days are left. Bookings are checked in orders.service.ts through
// lib/availability, in the booking's own transaction.

/** The caller must be a seller: a buyer is refused as on the other seller-only routes (403). */
async function requireSeller(db: Database, userId: string): Promise<void> {
  const account = await findAccount(db, userId);
  if (!account || account.deleted_at) throw new AppError('unauthenticated', 'INVALID_TOKEN');
  if (!isSellerRole(account.role)) throw new AppError('forbidden', 'AVAILABILITY_SELLERS_ONLY');
}

/** GET /api/me/availability: the defaults until the seller first saves; blocked dates from today on. */
export async function getMyAvailability(db: Database, userId: string, now: Date): Promise<Availability> {
  await requireSeller(db, userId);
  return readAvailability(db, userId, nairobiToday(now));
}

/**
 * PUT /api/me/availability: the whole set at once. Blocked dates before today (Nairobi) are
 * dropped: nobody can book them anyway. Orders already booked stay booked; the change
 * applies to bookings from now on.
 */
export async function updateMyAvailability(db: Database, userId: string, availability: Availability, now: Date): Promise<Availability> {
  await requireSeller(db, userId);
  const today = nairobiToday(now);
  await saveAvailability(db, userId, { ...availability, blockedDates: availability.blockedDates.filter((day) => day >= today) });
  return readAvailability(db, userId, today);
}

/**
 * GET /api/pros/{id}/availability: the seller's working weekdays and, from today to the last
 * bookable day, the days a booking would be refused, blocked and full alike: a buyer learns
 * that a day is taken, not why. An unknown, closed or suspended account, or one that sells
 * nothing, is not a professional (404).
 */
export async function getProAvailability(db: Database, sellerId: string, now: Date): Promise<ProAvailabilityResponse> {
  const account = await findAccount(db, sellerId);
  if (!account || account.deleted_at || account.suspended_at || !isSellerRole(account.role)) throw new AppError('not-found', 'SELLER_NOT_FOUND');
  const today = nairobiToday(now);
  const lastDay = lastBookableDate(now);
  const availability = await readAvailability(db, sellerId, today);
  const full = await fullDays(db, sellerId, availability.dailyCapacity, { from: today, to: lastDay });
  const blocked = availability.blockedDates.filter((day) => day <= lastDay);
  return { workingDays: availability.workingDays, unavailableDates: [...new Set([...blocked, ...full])].sort() };
}
