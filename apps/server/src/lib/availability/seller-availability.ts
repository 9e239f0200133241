import { DEFAULT_AVAILABILITY, isWorkingDay, type Availability, type OrderStatus } from '@fundi/shared';
import { sql } from 'kysely';
import type { Database } from '../../db';
import { AppError } from '../app-error';

// When a seller takes jobs (docs/decisions/0052-availability.md), read by the availability
// routes, checked by every booking and included in the data export. Days are Nairobi days,
// `YYYY-MM-DD`, compared as text.

/** Orders that give their place back: declined or cancelled. Every other order fills one. */
const FREED_STATUSES: readonly OrderStatus[] = ['REJECTED', 'CANCELLED'];

type AvailabilityRow = { working_days: number[]; blocked_dates: string[]; daily_capacity: number };

function toAvailability(row: AvailabilityRow | undefined): Availability {
  if (!row) return { workingDays: [...DEFAULT_AVAILABILITY.workingDays], blockedDates: [], dailyCapacity: DEFAULT_AVAILABILITY.dailyCapacity };
  return { workingDays: row.working_days, blockedDates: row.blocked_dates, dailyCapacity: row.daily_capacity };
}

function findRow(db: Database, sellerId: string): Promise<AvailabilityRow | undefined> {
  return db.selectFrom('seller_availability').select(['working_days', 'blocked_dates', 'daily_capacity']).where('seller_id', '=', sellerId).executeTakeFirst();
}

/** The seller's availability (the defaults when they never said), blocked dates from `today` on: a past one matters to nobody. */
export async function readAvailability(db: Database, sellerId: string, today: string): Promise<Availability> {
  const availability = toAvailability(await findRow(db, sellerId));
  return { ...availability, blockedDates: availability.blockedDates.filter((day) => day >= today) };
}

/** The row as stored, past dates included (the data export shows all we hold); null when the seller never said. */
export async function storedAvailability(db: Database, sellerId: string) {
  const row = await db.selectFrom('seller_availability').selectAll().where('seller_id', '=', sellerId).executeTakeFirst();
  if (!row) return null;
  return { workingDays: row.working_days, blockedDates: row.blocked_dates, dailyCapacity: row.daily_capacity, updatedAt: row.updated_at };
}

/** Days from `from` to `to` whose bookings reach `capacity`. */
export async function fullDays(db: Database, sellerId: string, capacity: number, { from, to }: { from: string; to: string }): Promise<string[]> {
  const rows = await db
    .selectFrom('orders')
    .select('booking_date')
    .where('seller_id', '=', sellerId)
    .where('booking_date', '>=', from)
    .where('booking_date', '<=', to)
    .where('status', 'not in', FREED_STATUSES)
    .groupBy('booking_date')
    .having((eb) => eb.fn.countAll(), '>=', capacity)
    .orderBy('booking_date')
    .execute();
  return rows.map((row) => row.booking_date);
}

/**
 * Inside a booking's transaction, before its order is written: refuses (409) a day the seller
 * does not work, blocked, or full. Bookings of one seller's day are serialized by a
 * transaction-scoped advisory lock on (seller, day), taken before counting, so of two bookings
 * racing for the last place the second counts the first's order and is refused. Other days
 * and other sellers do not wait. No row is locked: a seller with no availability row has
 * nothing to lock.
 */
export async function claimBookingDay(trx: Database, sellerId: string, day: string): Promise<void> {
  // Two int4 keys: the seller's hash and the day's number, apart from the single-key locks used elsewhere.
  await sql`SELECT pg_advisory_xact_lock(hashtext(${sellerId}), ${day}::date - DATE '2000-01-01')`.execute(trx);
  const availability = toAvailability(await findRow(trx, sellerId));
  if (!isWorkingDay(availability, day)) throw new AppError('conflict', 'AVAILABILITY_DAY_UNAVAILABLE');
  const { taken } = await trx
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('taken'))
    .where('seller_id', '=', sellerId)
    .where('booking_date', '=', day)
    .where('status', 'not in', FREED_STATUSES)
    .executeTakeFirstOrThrow();
  if (Number(taken) >= availability.dailyCapacity) throw new AppError('conflict', 'AVAILABILITY_DAY_UNAVAILABLE');
}
