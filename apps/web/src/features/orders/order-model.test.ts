import { describe, expect, it } from 'vitest';
import { orderStatuses, type OrderStatus } from '@fundi/shared';
import {
  formatBookedDay,
  formatOrderCreated,
  chatState,
  displayOrderId,
  lifecycleActions,
  needsConfirmation,
  orderCounterparty,
  orderServiceTitle,
  pendingFloods,
  reviewState,
  yourOrdersEmptyKey,
} from './order-model';
import { makeOrder } from './test-orders';

describe('order card rules', () => {
  it('shows the first 8 characters of the id', () => {
    expect(displayOrderId('1a2b3c4d-5e6f-4a5b-8c7d-9e0f1a2b3c4d')).toBe('1a2b3c4d');
  });

  it('takes the title from serviceTitle, else the nested service, else none (Unknown Service)', () => {
    expect(orderServiceTitle({ serviceTitle: 'Tap repair', service: { id: 's', title: 'Other' } })).toBe('Tap repair');
    expect(orderServiceTitle({ serviceTitle: '', service: { id: 's', title: 'Nested title' } })).toBe('Nested title');
    expect(orderServiceTitle({ serviceTitle: '', service: { id: 's', title: '' } })).toBeNull();
  });

  it("names the buyer on the seller's side ('From:') and the seller on the buyer's ('Seller:')", () => {
    expect(orderCounterparty(makeOrder({ role: 'seller' }))).toEqual({ side: 'from', name: 'Amina Wanjiru' });
    expect(orderCounterparty(makeOrder({ role: 'buyer' }))).toEqual({ side: 'seller', name: 'Joseph Otieno' });
    expect(orderCounterparty(makeOrder({ role: 'seller', buyer: { id: 'b', name: '' } })).name).toBeNull();
    expect(orderCounterparty(makeOrder({ role: 'buyer', sellerName: '', seller: { id: 's', name: '' } })).name).toBeNull();
  });
});

describe('which lifecycle buttons show (the shared table)', () => {
  const expected: Record<OrderStatus, { seller: string[]; buyer: string[] }> = {
    PENDING: { seller: ['accept', 'reject'], buyer: ['cancel'] },
    ACCEPTED: { seller: ['start', 'complete'], buyer: ['cancel'] },
    IN_PROGRESS: { seller: ['complete'], buyer: [] },
    COMPLETED: { seller: [], buyer: [] },
    REJECTED: { seller: [], buyer: [] },
    CANCELLED: { seller: [], buyer: [] },
  };
  it.each(orderStatuses)('%s', (status) => {
    expect(lifecycleActions({ status, role: 'seller' })).toEqual(expected[status].seller);
    expect(lifecycleActions({ status, role: 'buyer' })).toEqual(expected[status].buyer);
  });

  it('asks before Decline and Cancel, which refund the booking, and not before the others', () => {
    expect(['accept', 'reject', 'start', 'complete', 'cancel'].filter((action) => needsConfirmation(action as never))).toEqual(['reject', 'cancel']);
  });
});

describe('review and chat', () => {
  it("offers a review only on the buyer's completed order, then shows Reviewed", () => {
    expect(reviewState(makeOrder({ status: 'COMPLETED' }))).toBe('review');
    expect(reviewState(makeOrder({ status: 'COMPLETED', reviewed: true }))).toBe('reviewed');
    expect(reviewState(makeOrder({ status: 'COMPLETED', role: 'seller' }))).toBeNull();
    for (const status of orderStatuses.filter((value) => value !== 'COMPLETED')) {
      expect(reviewState(makeOrder({ status }))).toBeNull();
    }
  });

  it("offers Chat with Seller on the buyer's orders, disabled without a seller id", () => {
    expect(chatState(makeOrder())).toBe('enabled');
    expect(chatState(makeOrder({ sellerId: '' }))).toBe('disabled');
    expect(chatState(makeOrder({ role: 'seller' }))).toBeNull();
  });

  it("says 'No orders found.' to someone who never ordered, else 'No active orders'", () => {
    expect(yourOrdersEmptyKey(false)).toBe('noOrders');
    expect(yourOrdersEmptyKey(true)).toBe('noActiveOrders');
  });
});

describe('booking floods', () => {
  const from = (id: string, name: string, overrides: Partial<Parameters<typeof makeOrder>[0]> = {}) =>
    makeOrder({ role: 'seller', buyer: { id, name }, buyerId: id, ...overrides });

  it('names each buyer with 3 or more pending requests, most first, and nobody else', () => {
    const orders = [
      ...Array.from({ length: 3 }, () => from('b1', 'Three')),
      ...Array.from({ length: 5 }, () => from('b2', 'Five')),
      from('b3', 'Two'),
      from('b3', 'Two'),
      // Accepted ones, and the person's own bookings as a buyer, are not a flood.
      from('b4', 'Accepted', { status: 'ACCEPTED' }),
      from('b4', 'Accepted', { status: 'ACCEPTED' }),
      from('b4', 'Accepted'),
      from('b5', 'Bought', { role: 'buyer' }),
      from('b5', 'Bought', { role: 'buyer' }),
      from('b5', 'Bought', { role: 'buyer' }),
    ];
    expect(pendingFloods(orders)).toEqual([
      { buyerId: 'b2', buyerName: 'Five', count: 5 },
      { buyerId: 'b1', buyerName: 'Three', count: 3 },
    ]);
  });
});

describe('the card’s dates (Nairobi)', () => {
  it('writes when the order was made with its time, and nothing for a missing or broken one', () => {
    expect(formatOrderCreated('2025-01-05T12:30:00Z')).toBe('5 Jan 2025, 3:30 pm');
    expect(formatOrderCreated('2025-01-05T21:05:00Z')).toBe('6 Jan 2025, 12:05 am');
    for (const missing of [null, undefined, '', 'yesterday']) expect(formatOrderCreated(missing)).toBeNull();
  });

  it('writes the booked day as it was booked, whatever the time zone, from a day or a timestamp of it', () => {
    expect(formatBookedDay('2025-01-05')).toBe('5 Jan 2025');
    expect(formatBookedDay('2025-12-31T00:00:00.000Z')).toBe('31 Dec 2025');
    for (const broken of [null, '5/1/2025', '2025-13-01', '2025-02-30']) expect(formatBookedDay(broken)).toBeNull();
  });
});
