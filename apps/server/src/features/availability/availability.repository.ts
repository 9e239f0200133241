import type { Availability } from '@fundi/shared';
import type { Database } from '../../db';

/** The account's role, and whether it is closed or suspended; undefined for no such account. */
export function findAccount(db: Database, userId: string) {
  return db.selectFrom('users').select(['role', 'deleted_at', 'suspended_at']).where('id', '=', userId).executeTakeFirst();
}

/** Replaces the seller's availability (the first save writes their row). */
export async function saveAvailability(db: Database, sellerId: string, availability: Availability): Promise<void> {
  const row = { working_days: availability.workingDays, blocked_dates: availability.blockedDates, daily_capacity: availability.dailyCapacity };
  await db
    .insertInto('seller_availability')
    .values({ seller_id: sellerId, ...row })
    .onConflict((conflict) => conflict.column('seller_id').doUpdateSet({ ...row, updated_at: new Date() }))
    .execute();
}
