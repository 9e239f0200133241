import { describe, expect, it } from 'vitest';
import { orderStatuses, type OrderStatus } from '@fundi/shared';
import {
  chatState,
  displayOrderId,
  lifecycleActions,
  needsConfirmation,
  orderCounterparty,
  orderServiceTitle,
  paymentLine,
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

  it.each([
    ['HELD', 'buyer', 'held'],
    ['HELD', 'seller', 'held'],
    ['RELEASED', 'buyer', 'paid'],
    ['RELEASED', 'seller', 'released'],
    ['REFUNDED', 'buyer', 'refunded'],
    ['REFUNDED', 'seller', 'refundedToBuyer'],
  ] as const)('words a %s payment for the %s', (status, role, key) => {
    const order = makeOrder({ role, payment: { status, amount: 2500, provider: 'simulated', transactionId: 'x' } });
    expect(paymentLine(order)).toEqual({ key, amount: 2500 });
  });

  it('has no payment line without a payment', () => {
    expect(paymentLine(makeOrder({ payment: null }))).toBeNull();
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
