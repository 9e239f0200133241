import { REVIEW_RATING } from './constants';

/** Average of 1-5 ratings, rounded to 1 decimal (docs/product.md §9); 0 when there are none. */
export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return Math.round((sum / ratings.length) * 10) / 10;
}

/** docs/product.md §3: a seller's stored rating, or when it is missing or 0, the average of their ratings. */
export function sellerRating(rating: number | null | undefined, ratings: readonly number[] = []): number {
  return rating ? Math.round(rating * 10) / 10 : averageRating(ratings);
}

export interface StarCounts {
  full: number;
  half: number;
  empty: number;
}

/** How many full, half and empty stars show `rating` on 5 stars: a fraction of 0.5 or more is a half star. */
export function starCounts(rating: number): StarCounts {
  // Judged on the value rounded to 1 decimal, as the spec shows it: 4.96 is 5.0, five full stars.
  const shown = Math.round(Math.min(Math.max(rating, 0), REVIEW_RATING.max) * 10) / 10;
  const full = Math.floor(shown);
  const half = shown - full >= 0.5 ? 1 : 0;
  return { full, half, empty: REVIEW_RATING.max - full - half };
}
