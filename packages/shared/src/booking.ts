import { z } from 'zod';
import { MAX_LENGTH } from './constants';
import { addMonths, isCalendarDate, nairobiToday } from './dates';
import type { ErrorCode } from './error-codes';
import { toMpesaPhone } from './mpesa';
import { orderStatuses } from './orders';

// The order schemas live apart from the lifecycle table in ./orders, so a page that only
// needs the table (the navbar, a status badge) does not download zod with it.

export const orderStatusSchema = z.enum(orderStatuses);

// ---- Booking ----

/** How far ahead a job can be booked: nobody plans a plumber for 9999. */
const BOOKING_MONTHS_AHEAD = 12;

/** The last bookable day, `YYYY-MM-DD` in Nairobi (the booking form's `max`). */
export function lastBookableDate(now: Date): string {
  return addMonths(nairobiToday(now), BOOKING_MONTHS_AHEAD);
}

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
 * at every parse, so a long-running server never keeps yesterday's date. `phone` is the
 * M-Pesa number to pay from, in any Kenyan form, sent on as `2547...`; without one the
 * server uses the account's.
 */
export function buildCreateOrderRequest(clock: () => Date = () => new Date()) {
  return z
    .object({ serviceId: z.unknown(), sellerId: z.unknown(), bookingDate: z.unknown(), phone: z.unknown().optional() })
    .transform(({ serviceId, sellerId, bookingDate, phone }, ctx) => {
      const fail = (field: string, code: ErrorCode) => {
        ctx.addIssue({ code: 'custom', message: code, path: [field] });
        return z.NEVER;
      };
      if (isMissing(sellerId)) return fail('sellerId', 'BOOKING_SELLER_AND_DATE_REQUIRED');
      if (isMissing(bookingDate)) return fail('bookingDate', 'BOOKING_SELLER_AND_DATE_REQUIRED');
      if (!isId(serviceId)) return fail('serviceId', 'BOOKING_SERVICE_ID_INVALID');
      if (!isId(sellerId)) return fail('sellerId', 'BOOKING_SELLER_ID_INVALID');
      const now = clock();
      if (typeof bookingDate !== 'string' || !isBookableDate(bookingDate, now)) {
        return fail('bookingDate', 'BOOKING_DATE_INVALID');
      }
      if (bookingDate > lastBookableDate(now)) return fail('bookingDate', 'BOOKING_TOO_FAR_AHEAD');
      let mpesaPhone: string | undefined;
      if (!isMissing(phone)) {
        mpesaPhone = typeof phone === 'string' ? toMpesaPhone(phone) : undefined;
        if (!mpesaPhone) return fail('phone', 'MPESA_PHONE_INVALID');
      }
      // A UUID in capitals is the same id: one spelling from here on (see idParam).
      return { serviceId: serviceId.toLowerCase(), sellerId: sellerId.toLowerCase(), bookingDate, ...(mpesaPhone && { phone: mpesaPhone }) };
    });
}

// Marked pure so a page that only needs the lifecycle table does not pull zod in with it.
export const createOrderRequest = /* @__PURE__ */ buildCreateOrderRequest();
export type CreateOrderRequest = z.infer<typeof createOrderRequest>;
