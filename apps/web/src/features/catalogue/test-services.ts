import type { SellerOffering, Service } from '@fundi/shared';

// Test data in the shape GET /api/services answers with.

export function makeSeller(overrides: Partial<SellerOffering> = {}): SellerOffering {
  return {
    id: 'seller-joseph',
    offeringId: 'offering-1',
    name: 'Joseph Otieno',
    price: 1500,
    rating: 4.5,
    ratings: [5, 4, 5, 4],
    reviewsCount: 12,
    description: 'Leaking taps, toilets and pipes fixed the same day.',
    bio: 'Plumber for 10 years in South B and Industrial Area.',
    experience: 10,
    location: 'South B, Nairobi',
    phone: '+254712345678',
    profilePhoto: null,
    ...overrides,
  };
}

export function makeService(overrides: Partial<Service> = {}): Service {
  return { id: 'service-taps', title: 'Leaking taps & toilet repair', category: 'plumbing', price: 1500, sellers: [makeSeller()], ...overrides };
}

/** Plumbing with three offerings by two sellers, and one electrician. */
export const demoServices: Service[] = [
  makeService(),
  makeService({
    id: 'service-drains',
    title: 'Blocked drain unblocking',
    price: 2000,
    sellers: [
      makeSeller({ offeringId: 'offering-2', price: 2000 }),
      makeSeller({
        id: 'seller-kazungu',
        offeringId: 'offering-3',
        name: 'Kazungu Baya',
        price: 1800,
        rating: 0,
        ratings: [],
        reviewsCount: 0,
        bio: null,
        description: 'Drains and sinks unblocked with proper equipment.',
        experience: 1,
        location: 'Bamburi, Mombasa',
        profilePhoto: '/uploads/kazungu.webp',
      }),
    ],
  }),
  makeService({
    id: 'service-sockets',
    title: 'Socket and switch repair',
    category: 'electrical',
    price: 2000,
    sellers: [makeSeller({ id: 'seller-amina', offeringId: 'offering-4', name: 'Amina Wanjiru', price: 2000 })],
  }),
];
