import type { Professional, ProfessionalsResponse } from '@fundi/shared';

// Test data in the shape GET /api/categories/{category}/professionals answers with.

export function makeProfessional(overrides: Partial<Professional> = {}): Professional {
  return {
    offeringId: 'offering-1',
    sellerId: 'seller-joseph',
    name: 'Joseph Otieno',
    profilePhoto: null,
    serviceId: 'service-taps',
    serviceTitle: 'Leaking taps & toilet repair',
    bio: 'Plumber for 10 years in South B and Industrial Area.',
    rating: 4.5,
    reviewsCount: 12,
    price: 1500,
    experience: 10,
    location: 'South B, Nairobi',
    town: 'Nairobi',
    ...overrides,
  };
}

/** Plumbing: three offerings by two sellers in two towns. */
export const plumbers: Professional[] = [
  makeProfessional(),
  makeProfessional({ offeringId: 'offering-2', serviceId: 'service-drains', serviceTitle: 'Blocked drain unblocking', price: 2000 }),
  makeProfessional({
    offeringId: 'offering-3',
    sellerId: 'seller-kazungu',
    name: 'Kazungu Baya',
    profilePhoto: '/uploads/kazungu.webp',
    serviceId: 'service-drains',
    serviceTitle: 'Blocked drain unblocking',
    bio: 'Drains and sinks unblocked with proper equipment.',
    rating: 0,
    reviewsCount: 0,
    price: 1800,
    experience: 1,
    location: 'Bamburi, Mombasa',
    town: 'Mombasa',
  }),
];

/** One page of an answer; `total` and `towns` describe the whole (filtered) category. */
export function professionalsPage(professionals: Professional[], overrides: Partial<ProfessionalsResponse> = {}): ProfessionalsResponse {
  return {
    professionals,
    total: professionals.length,
    towns: [
      { name: 'Nairobi', professionals: 2 },
      { name: 'Mombasa', professionals: 1 },
    ],
    nextCursor: null,
    ...overrides,
  };
}
