import { averageRating, type Role, type User } from '@fundi/shared';
import { addSignedInWords } from '../../lib/signed-in-words';

addSignedInWords();

export interface ProfileDetails {
  photoUrl: string | null;
  phone: string | null;
  location: string | null;
  bio: string | null;
  services: string[];
  /** Other towns a seller serves (docs/product.md §12). */
  townsServed: string[];
  /** Average of the seller's ratings, rounded to 1 decimal; 0 without any. */
  rating: number;
  ratingsCount: number;
  /** Sellers and both see About Me, Services Offered and the rating (docs/product.md §2, §6). */
  showsSellerParts: boolean;
}

/** Whether an account sells (role seller or both, or the isSeller flag). */
function isSellerAccount(user: Pick<User, 'role' | 'isSeller'>): boolean {
  return user.isSeller || user.role !== 'buyer';
}

/** What My Profile shows; personal fields fall back to the seller-profile copy (docs/product.md §3). */
export function profileDetails(user: User): ProfileDetails {
  const seller = user.sellerProfile;
  const ratings = seller?.ratings ?? [];
  return {
    photoUrl: user.profilePhoto ?? seller?.profilePhoto ?? null,
    phone: user.phone ?? seller?.phone ?? null,
    location: user.location ?? seller?.location ?? null,
    bio: user.bio ?? seller?.bio ?? null,
    services: seller?.services ?? [],
    townsServed: seller?.townsServed ?? [],
    rating: averageRating(ratings),
    ratingsCount: ratings.length,
    showsSellerParts: isSellerAccount(user),
  };
}

/** 'Buyer & Seller Account' for both, otherwise the role and ' Account'. */
export function accountLabelKey(role: Role) {
  return `profile.role.${role}` as const;
}
