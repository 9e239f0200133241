import type { Professional, ProfessionalsResponse } from '@fundi/shared';

// Test data in the shape GET /api/categories/{category}/professionals answers with.

/** A card; without `services`, its one service is the card's own. */
export function makeProfessional(overrides: Partial<Professional> = {}): Professional {
  const professional = {
    offeringId: 'offering-1',
    sellerId: 'seller-joseph',
    name: 'Joseph Otieno',
    profilePhoto: null,
    serviceId: 'service-taps',
    serviceTitle: 'Leaking taps & toilet repair',
    category: 'plumbing' as const,
    bio: 'Plumber for 10 years in South B and Industrial Area.',
    rating: 4.5,
    reviewsCount: 12,
    price: 1500,
    experience: 10,
    location: 'South B, Nairobi',
    town: 'Nairobi',
    verified: false,
    ...overrides,
  };
  const { offeringId, serviceId, serviceTitle: title, price, experience } = professional;
  return { ...professional, services: overrides.services ?? [{ offeringId, serviceId, title, price, experience }] };
}

/** Plumbing: two people in two towns, Joseph with two services, Kazungu with one. */
export const plumbers: Professional[] = [
  makeProfessional({
    services: [
      { offeringId: 'offering-1', serviceId: 'service-taps', title: 'Leaking taps & toilet repair', price: 1500, experience: 10 },
      { offeringId: 'offering-2', serviceId: 'service-drains', title: 'Blocked drain unblocking', price: 2000, experience: 8 },
    ],
  }),
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
      { name: 'Nairobi', professionals: 1 },
      { name: 'Mombasa', professionals: 1 },
    ],
    nextCursor: null,
    ...overrides,
  };
}
