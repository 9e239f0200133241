import { z } from 'zod';
import { isCalendarDate } from './dates';

// When a professional works (docs/product.md §12): the weekdays they take jobs, the dates they
// blocked, and how many bookings fill one day. The booking dialog offers only days this allows;
// the server refuses any other with 409 AVAILABILITY_DAY_UNAVAILABLE. Days are Nairobi days.

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** A professional who never said: every day, nothing blocked, 3 bookings a day. */
export const DEFAULT_AVAILABILITY = { workingDays: [...WEEKDAYS], blockedDates: [] as string[], dailyCapacity: 3 } as const;

/** More blocked dates than a year holds is a mistake or an attack. */
export const MAX_BLOCKED_DATES = 366;
export const MAX_DAILY_CAPACITY = 20;

/** The ISO weekday (1 Monday … 7 Sunday) of a `YYYY-MM-DD` day. */
export function isoWeekday(day: string): number {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/**
 * Body of PUT /api/me/availability. Weekdays and dates are sorted and repeats dropped; at
 * least one working day, or nobody could ever book.
 */
export const availabilitySchema = z.object({
  workingDays: z
    .array(z.number({ error: 'AVAILABILITY_WEEKDAY_INVALID' }).int({ error: 'AVAILABILITY_WEEKDAY_INVALID' }).min(1, { error: 'AVAILABILITY_WEEKDAY_INVALID' }).max(7, { error: 'AVAILABILITY_WEEKDAY_INVALID' }), {
      error: 'AVAILABILITY_WORKING_DAYS_REQUIRED',
    })
    .min(1, { error: 'AVAILABILITY_WORKING_DAYS_REQUIRED' })
    .max(7, { error: 'AVAILABILITY_WEEKDAY_INVALID' })
    .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  blockedDates: z
    .array(z.string({ error: 'AVAILABILITY_DATE_INVALID' }).refine(isCalendarDate, { error: 'AVAILABILITY_DATE_INVALID' }), {
      error: 'AVAILABILITY_DATE_INVALID',
    })
    .max(MAX_BLOCKED_DATES, { error: 'AVAILABILITY_TOO_MANY_DATES' })
    .transform((dates) => [...new Set(dates)].sort()),
  dailyCapacity: z
    .number({ error: 'AVAILABILITY_CAPACITY_INVALID' })
    .int({ error: 'AVAILABILITY_CAPACITY_INVALID' })
    .min(1, { error: 'AVAILABILITY_CAPACITY_INVALID' })
    .max(MAX_DAILY_CAPACITY, { error: 'AVAILABILITY_CAPACITY_INVALID' }),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** The answer of GET and PUT /api/me/availability: what is saved, in the body's shape (sorted, once each). */
export const availabilityResponse = z.object({
  workingDays: z.array(z.number().int()),
  blockedDates: z.array(z.string()),
  dailyCapacity: z.number().int(),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponse>;

/**
 * GET /api/pros/{id}/availability: what the booking dialog needs. `unavailableDates` are the
 * blocked and the full days from today to the last bookable day, in one list: a buyer learns
 * that a day cannot be booked, not why.
 */
export const proAvailabilityResponse = z.object({
  workingDays: z.array(z.number().int()),
  unavailableDates: z.array(z.string()),
});
export type ProAvailabilityResponse = z.infer<typeof proAvailabilityResponse>;

/** Whether a buyer may book `day` (the server checks the day's bookings besides). */
export function isWorkingDay(availability: Pick<Availability, 'workingDays' | 'blockedDates'>, day: string): boolean {
  return availability.workingDays.includes(isoWeekday(day)) && !availability.blockedDates.includes(day);
}
