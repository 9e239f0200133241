import { describe, expect, it } from 'vitest';
import { buildCreateOrderRequest, isBookableDate, lastBookableDate } from './booking';
import {
  type OrderAction,
  type OrderParty,
  type OrderStatus,
  actionLeadingTo,
  activeStatuses,
  availableActions,
  canPerform,
  historyStatuses,
  isActiveStatus,
  isHistoryStatus,
  nextStatus,
  orderStatusMarkerTone,
  orderStatuses,
  orderStatusTone,
} from './orders';
import { issuesOf } from './test-helpers';

describe('status groups', () => {
  it('splits the six statuses into active and history', () => {
    expect([...activeStatuses, ...historyStatuses].sort()).toEqual([...orderStatuses].sort());
    expect(activeStatuses).toEqual(['PENDING', 'ACCEPTED', 'IN_PROGRESS']);
    expect(historyStatuses).toEqual(['COMPLETED', 'REJECTED', 'CANCELLED']);
    expect(isActiveStatus('IN_PROGRESS')).toBe(true);
    expect(isHistoryStatus('IN_PROGRESS')).toBe(false);
    expect(isHistoryStatus('CANCELLED')).toBe(true);
  });
});

describe('the lifecycle', () => {
  // Every (action, status, party) that docs/decisions/0028-order-lifecycle.md allows; everything
  // else is refused.
  const allowed: Array<[OrderAction, OrderStatus, OrderParty]> = [
    ['accept', 'PENDING', 'seller'],
    ['reject', 'PENDING', 'seller'],
    ['start', 'ACCEPTED', 'seller'],
    ['complete', 'ACCEPTED', 'seller'],
    ['complete', 'IN_PROGRESS', 'seller'],
    ['cancel', 'PENDING', 'buyer'],
    ['cancel', 'ACCEPTED', 'buyer'],
  ];
  const actions: OrderAction[] = ['accept', 'reject', 'start', 'complete', 'cancel'];
  const parties: OrderParty[] = ['buyer', 'seller'];

  it('allows exactly the transitions of docs/decisions/0028-order-lifecycle.md', () => {
    for (const action of actions) {
      for (const status of orderStatuses) {
        for (const party of parties) {
          const expected = allowed.some(([a, s, p]) => a === action && s === status && p === party);
          expect(canPerform(action, status, party), `${party} ${action} ${status}`).toBe(expected);
        }
      }
    }
  });

  it('leads each action to its status', () => {
    expect(nextStatus('accept')).toBe('ACCEPTED');
    expect(nextStatus('reject')).toBe('REJECTED');
    expect(nextStatus('start')).toBe('IN_PROGRESS');
    expect(nextStatus('complete')).toBe('COMPLETED');
    expect(nextStatus('cancel')).toBe('CANCELLED');
  });

  it('lists the buttons each side sees', () => {
    expect(availableActions('PENDING', 'seller')).toEqual(['accept', 'reject']);
    expect(availableActions('PENDING', 'buyer')).toEqual(['cancel']);
    expect(availableActions('ACCEPTED', 'seller')).toEqual(['start', 'complete']);
    expect(availableActions('IN_PROGRESS', 'buyer')).toEqual([]);
    expect(availableActions('COMPLETED', 'seller')).toEqual([]);
  });

  it('finds the action for a target status', () => {
    expect(actionLeadingTo('REJECTED')).toBe('reject');
    expect(actionLeadingTo('PENDING')).toBeUndefined();
  });
});

describe('status colours', () => {
  it('follows docs/product.md §4 for badges', () => {
    expect(orderStatuses.map(orderStatusTone)).toEqual(['orange', 'green', 'green', 'blue', 'red', 'grey']);
  });

  it('marks completed green and other non-pending orange', () => {
    expect(orderStatuses.map(orderStatusMarkerTone)).toEqual([null, 'orange', 'orange', 'green', 'orange', 'orange']);
  });
});

describe('booking dates', () => {
  const nairobiMorning = new Date('2025-03-10T05:00:00Z');

  it('allows today and later in Nairobi, not yesterday', () => {
    expect(isBookableDate('2025-03-10', nairobiMorning)).toBe(true);
    expect(isBookableDate('2026-01-01', nairobiMorning)).toBe(true);
    expect(isBookableDate('2025-03-09', nairobiMorning)).toBe(false);
  });

  it('ends a year ahead, on the same day of the month or the month’s last', () => {
    expect(lastBookableDate(nairobiMorning)).toBe('2026-03-10');
    expect(lastBookableDate(new Date('2028-02-29T09:00:00Z'))).toBe('2029-02-28');
  });

  it('uses the Nairobi day around midnight UTC', () => {
    // 22:30 UTC on the 9th is 01:30 on the 10th in Nairobi: the 9th is already past.
    const lateUtc = new Date('2025-03-09T22:30:00Z');
    expect(isBookableDate('2025-03-09', lateUtc)).toBe(false);
    expect(isBookableDate('2025-03-10', lateUtc)).toBe(true);
    // 20:30 UTC is 23:30 in Nairobi: still the 9th there.
    expect(isBookableDate('2025-03-09', new Date('2025-03-09T20:30:00Z'))).toBe(true);
  });
});

describe('createOrderRequest', () => {
  const schema = buildCreateOrderRequest(() => new Date('2025-03-09T22:30:00Z'));
  const valid = { serviceId: 'svc-1', sellerId: 'seller-1', bookingDate: '2025-03-10' };

  it('accepts a booking for today in Nairobi', () => {
    expect(schema.parse(valid)).toEqual(valid);
  });

  it('needs a professional and a date first', () => {
    expect(issuesOf(schema, { ...valid, sellerId: undefined, serviceId: 5 })).toEqual([
      'sellerId: BOOKING_SELLER_AND_DATE_REQUIRED',
    ]);
    expect(issuesOf(schema, { ...valid, bookingDate: '' })).toEqual(['bookingDate: BOOKING_SELLER_AND_DATE_REQUIRED']);
  });

  it('needs string ids', () => {
    expect(issuesOf(schema, { ...valid, serviceId: 42 })).toEqual(['serviceId: BOOKING_SERVICE_ID_INVALID']);
    expect(issuesOf(schema, { ...valid, serviceId: '' })).toEqual(['serviceId: BOOKING_SERVICE_ID_INVALID']);
    expect(issuesOf(schema, { ...valid, sellerId: 7 })).toEqual(['sellerId: BOOKING_SELLER_ID_INVALID']);
  });

  it('refuses invalid and past dates', () => {
    for (const bookingDate of ['2025-03-09', '2025-02-30', 'tomorrow', 20250310]) {
      expect(issuesOf(schema, { ...valid, bookingDate })).toEqual(['bookingDate: BOOKING_DATE_INVALID']);
    }
  });

  it('refuses a date more than 12 months ahead, 9999 included', () => {
    // Today in Nairobi is 2025-03-10 by this clock.
    expect(schema.safeParse({ ...valid, bookingDate: '2026-03-10' }).success).toBe(true);
    for (const bookingDate of ['2026-03-11', '9999-12-31']) {
      expect(issuesOf(schema, { ...valid, bookingDate })).toEqual(['bookingDate: BOOKING_TOO_FAR_AHEAD']);
    }
  });

  it('writes ids in one spelling: a UUID in capitals is the same id', () => {
    const upper = { ...valid, sellerId: '8C5F3C0E-9B1A-4C6E-8F00-00000000000A', serviceId: 'ABC' };
    expect(schema.parse(upper)).toMatchObject({ sellerId: '8c5f3c0e-9b1a-4c6e-8f00-00000000000a', serviceId: 'abc' });
  });

  it('reads the clock at every parse', () => {
    let now = new Date('2025-03-09T12:00:00Z');
    const ticking = buildCreateOrderRequest(() => now);
    const booking = { ...valid, bookingDate: '2025-03-09' };
    expect(ticking.safeParse(booking).success).toBe(true);
    now = new Date('2025-03-09T21:00:00Z');
    expect(ticking.safeParse(booking).success).toBe(false);
  });
});
