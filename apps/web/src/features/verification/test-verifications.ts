import type { AdminVerification, MyVerification } from '@fundi/shared';
import { makeUser } from '../../test/fixtures';

// Test data in the shapes the verification calls answer with.

export const administrator = makeUser({ id: 'admin-ada', name: 'Ada Administrator', email: 'ada@fundi.co.ke', isAdmin: true });

export const seller = makeUser({ id: 'seller-wanjiku', name: 'Wanjiku Kamau', role: 'seller', isSeller: true, phone: '+254722334455' });

/** A request waiting in the queue; its photos are read from the console's private paths. */
export function makeAdminVerification(overrides: Partial<AdminVerification> = {}): AdminVerification {
  const id = overrides.id ?? 'request-wanjiku';
  return {
    id,
    status: 'PENDING',
    documentType: 'national_id',
    documentNumber: '23456789',
    submittedAt: '2026-05-04T07:30:00.000Z',
    decidedAt: null,
    decidedBy: null,
    reason: null,
    seller: { id: 'seller-wanjiku', name: 'Wanjiku Kamau', email: 'wanjiku@example.co.ke', phone: '+254722334455', location: 'Thika', profilePhoto: null },
    documentPhoto: `/api/admin/verifications/${id}/document-photo`,
    selfie: `/api/admin/verifications/${id}/selfie`,
    ...overrides,
  };
}

export function myVerification(overrides: Partial<MyVerification> = {}): MyVerification {
  return { status: 'NONE', reason: null, documentType: null, submittedAt: null, decidedAt: null, ...overrides };
}
