import type { AdminDispute, Dispute, Order } from '@fundi/shared';
import { makeUser } from '../../test/fixtures';

// Test data in the shapes the dispute calls answer with.

export const ORDER_ID = '1a2b3c4d-5e6f-4a5b-8c7d-9e0f1a2b3c4d';
export const DISPUTE_ID = '9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f';

export const buyer = makeUser({ id: 'buyer-amina', name: 'Amina Wanjiru' });
export const seller = makeUser({ id: 'seller-joseph', name: 'Joseph Otieno', role: 'both', isSeller: true });
export const administrator = makeUser({ id: 'admin-ada', name: 'Ada Administrator', email: 'ada@fundi.co.ke', isAdmin: true });

/** Amina's completed booking of Joseph, its KSh 2,500 held. */
export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: ORDER_ID,
    serviceId: 'service-taps',
    serviceTitle: 'Leaking tap repair',
    service: { id: 'service-taps', title: 'Leaking tap repair' },
    status: 'COMPLETED',
    role: 'buyer',
    createdAt: '2026-05-01T08:00:00.000Z',
    updatedAt: '2026-05-02T08:00:00.000Z',
    bookingDate: '2026-05-02',
    price: 2500,
    sellerId: 'seller-joseph',
    sellerName: 'Joseph Otieno',
    sellerImage: null,
    buyerId: 'buyer-amina',
    buyer: { id: 'buyer-amina', name: 'Amina Wanjiru' },
    seller: { id: 'seller-joseph', name: 'Joseph Otieno' },
    reviewed: false,
    payment: {
      status: 'HELD',
      amount: 2500,
      fee: 0,
      provider: 'mpesa',
      transactionId: 'ws_CO_1',
      receipt: 'SJK3H4ABCD',
      phone: '2547•••••678',
      failureReason: null,
      failureCode: null,
      releaseAt: '2026-05-04T08:00:00.000Z',
      settledAt: null,
    },
    ...overrides,
  };
}

const photo = (id: string) => ({ id, path: `/api/disputes/${DISPUTE_ID}/photos/${id}` });

/** Amina's report, with one photo, and Joseph's answer. */
export function makeDispute(overrides: Partial<Dispute> = {}): Dispute {
  return {
    id: DISPUTE_ID,
    orderId: ORDER_ID,
    status: 'OPEN',
    reason: 'poor_work',
    description: 'The tap still leaks after the repair.',
    createdAt: '2026-05-02T10:00:00.000Z',
    amount: 2500,
    photos: [photo('photo-report')],
    statements: [
      {
        id: 'statement-joseph',
        author: 'seller',
        authorName: 'Joseph Otieno',
        text: 'The leak comes from the old pipe, not the tap.',
        createdAt: '2026-05-02T12:00:00.000Z',
        photos: [photo('photo-pipe')],
      },
    ],
    decision: null,
    ...overrides,
  };
}

export function makeAdminDispute(overrides: Partial<AdminDispute> = {}): AdminDispute {
  return {
    ...makeDispute(),
    order: { id: ORDER_ID, serviceTitle: 'Leaking tap repair', bookingDate: '2026-05-02', status: 'COMPLETED' },
    buyer: { id: 'buyer-amina', name: 'Amina Wanjiru', email: 'amina@example.co.ke', phone: '+254712345678' },
    seller: { id: 'seller-joseph', name: 'Joseph Otieno', email: null, phone: '+254722000111' },
    payment: { status: 'DISPUTED', amount: 2500, fee: 0, receipt: 'SJK3H4ABCD' },
    decidedBy: null,
    ...overrides,
  };
}

/** Every photo path of a dispute answered with some bytes (shown from blob: URLs). */
export function photoAnswers(dispute: Dispute) {
  const paths = [...dispute.photos, ...dispute.statements.flatMap((statement) => statement.photos)].map((each) => each.path);
  return Object.fromEntries(paths.map((path) => [`GET ${path}`, { status: 200, body: 'webp bytes' }]));
}
