import type { UserService } from '@fundi/shared';
import { makeUser } from '../../test/fixtures';

// Test data in the shapes GET /api/services/user and the session answer with.

export const seller = makeUser({ id: 'seller-joseph', name: 'Joseph Otieno', role: 'seller', isSeller: true, phone: '+254712345678' });
export const buyer = makeUser({ id: 'buyer-amina', name: 'Amina Otieno' });

export function makeUserService(overrides: Partial<UserService> = {}): UserService {
  return {
    id: '6f1c3a52-8d1e-4a61-9a53-3a5d8f0b2c11',
    offeringId: 'offering-1',
    title: 'Leaking taps & toilet repair',
    category: 'plumbing',
    price: 1500,
    description: 'Leaking taps, toilets and pipes fixed the same day.',
    experience: 8,
    createdAt: '2025-01-05T12:30:00.000Z',
    ...overrides,
  };
}

/** `count` services with distinct ids and titles. */
export function makeUserServices(count: number): UserService[] {
  return Array.from({ length: count }, (_, index) =>
    makeUserService({ id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`, title: `Service number ${index + 1}` }),
  );
}
