import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { profileDetails } from './profile-model';

const sellerProfile = {
  profilePhoto: '/uploads/seller.webp',
  bio: 'Plumber in South B for 8 years.',
  location: 'South B, Nairobi',
  phone: '+254712345678',
  services: ['Leak repair', 'Geyser installation'],
  ratings: [5, 4, 5, 4],
  isComplete: true,
  townsServed: [],
};

describe('profileDetails', () => {
  it('falls back to the seller-profile copy of missing personal fields', () => {
    const details = profileDetails(makeUser({ role: 'seller', isSeller: true, location: null, phone: null, sellerProfile }));
    expect(details).toMatchObject({
      photoUrl: '/uploads/seller.webp',
      phone: '+254712345678',
      location: 'South B, Nairobi',
      bio: 'Plumber in South B for 8 years.',
      services: ['Leak repair', 'Geyser installation'],
      rating: 4.5,
      ratingsCount: 4,
      showsSellerParts: true,
    });
  });

  it('keeps a buyer’s own fields and shows no seller parts', () => {
    const details = profileDetails(makeUser({ location: 'Kisumu' }));
    expect(details).toMatchObject({ location: 'Kisumu', services: [], rating: 0, showsSellerParts: false });
  });
});
