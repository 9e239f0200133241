import { z } from 'zod';
import { MAX_LENGTH } from './constants';
import { isCalendarDate, nairobiToday } from './dates';
import { orderActions, orderStatuses } from './orders';

// The order schemas live apart from the lifecycle table in ./orders, so a page that only
// needs the table (the navbar, a status badge) does not download zod with it.

export const orderStatusSchema = z.enum(orderStatuses);
export const orderActionSchema = z.enum(orderActions);

// ---- Booking ----

export const BOOKING_MESSAGES = {
  sellerAndDateRequired: 'Select a professional and date.',
  invalidServiceId: 'Invalid service ID.',
  invalidSellerId: 'Invalid seller ID.',
  invalidBookingDate: 'Invalid or past booking date.',
} as const;

/** Bookable: a real day, today or later in Nairobi. ISO dates compare correctly as text. */
export function isBookableDate(value: string, now: Date): boolean {
  return isCalendarDate(value) && value >= nairobiToday(now);
}

function isId(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_LENGTH.id;
}

function isMissing(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * The booking body, checked in the booking modal's order. "Today" is read from `clock`
 * at every parse, so a long-running server never keeps yesterday's date.
 */
export function buildCreateOrderRequest(clock: () => Date = () => new Date()) {
  return z
    .object({ serviceId: z.unknown(), sellerId: z.unknown(), bookingDate: z.unknown() })
    .transform(({ serviceId, sellerId, bookingDate }, ctx) => {
      const fail = (field: string, message: string) => {
        ctx.addIssue({ code: 'custom', message, path: [field] });
        return z.NEVER;
      };
      if (isMissing(sellerId)) return fail('sellerId', BOOKING_MESSAGES.sellerAndDateRequired);
      if (isMissing(bookingDate)) return fail('bookingDate', BOOKING_MESSAGES.sellerAndDateRequired);
      if (!isId(serviceId)) return fail('serviceId', BOOKING_MESSAGES.invalidServiceId);
      if (!isId(sellerId)) return fail('sellerId', BOOKING_MESSAGES.invalidSellerId);
      if (typeof bookingDate !== 'string' || !isBookableDate(bookingDate, clock())) {
        return fail('bookingDate', BOOKING_MESSAGES.invalidBookingDate);
      }
      return { serviceId, sellerId, bookingDate };
    });
}

// Marked pure so a page that only needs the lifecycle table does not pull zod in with it.
export const createOrderRequest = /* @__PURE__ */ buildCreateOrderRequest();
export type CreateOrderRequest = z.infer<typeof createOrderRequest>;
