import type { AdminUser, PaymentFlag, WaitingPayment } from '@fundi/shared';
import { makeUser } from '../../test/fixtures';

// Test data in the shapes the console's calls answer with, and the administrator who reads them.

export const administrator = makeUser({ id: 'admin-ada', name: 'Ada Administrator', email: 'ada@fundi.co.ke', isAdmin: true });

export const overview = { pendingVerifications: 2, openDisputes: 0, paymentsWaiting: 1, openFlags: 2 };

export function makeAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: 'user-wanjiku',
    name: 'Wanjiku Kamau',
    email: 'wanjiku@example.co.ke',
    phone: '+254722334455',
    role: 'seller',
    isAdmin: false,
    verified: true,
    suspendedAt: null,
    deleted: false,
    createdAt: '2026-03-02T07:30:00.000Z',
    ...overrides,
  };
}

export function makeWaitingPayment(overrides: Partial<WaitingPayment> = {}): WaitingPayment {
  return {
    orderId: '3f2a9c10-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
    serviceTitle: 'Blocked drain unblocking',
    status: 'RELEASING',
    amount: 1500,
    fee: 0,
    buyer: { id: 'buyer-amina', name: 'Amina Wanjiru', email: 'amina@example.co.ke', phone: '+254712345678' },
    seller: { id: 'seller-joseph', name: 'Joseph Otieno', email: null, phone: '+254733445566' },
    waitingSince: '2026-05-04T09:30:00.000Z',
    failedAttempts: 3,
    lastAttempt: { kind: 'PAYOUT', status: 'FAILED', result: 'The initiator information is invalid.', at: '2026-05-04T09:29:00.000Z' },
    ...overrides,
  };
}

export function makeFlag(overrides: Partial<PaymentFlag> = {}): PaymentFlag {
  return {
    id: '41',
    reason: 'M-Pesa reported 1 for a push of 1500',
    createdAt: '2026-05-04T08:00:00.000Z',
    orderId: '3f2a9c10-5b6d-4e7f-8a9b-0c1d2e3f4a5b',
    callback: { id: '7', kind: 'stk', body: { Body: { stkCallback: { ResultCode: 0, CheckoutRequestID: 'ws_CO_0405' } } }, receivedAt: '2026-05-04T08:00:00.000Z' },
    resolvedAt: null,
    resolution: null,
    ...overrides,
  };
}
