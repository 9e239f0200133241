import type { User } from '@fundi/shared';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    name: 'Amina Otieno',
    email: 'amina@example.co.ke',
    phone: null,
    role: 'buyer',
    isSeller: false,
    location: 'Nairobi',
    bio: null,
    profilePhoto: null,
    sellerProfile: null,
    ...overrides,
  };
}
