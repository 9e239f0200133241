import { describe, expect, it } from 'vitest';
import { averageRating, sellerRating, starCounts } from './rating';

describe('averageRating', () => {
  it('rounds to 1 decimal', () => {
    expect(averageRating([5, 4, 4])).toBe(4.3);
    expect(averageRating([5, 4])).toBe(4.5);
    expect(averageRating([1, 2, 2])).toBe(1.7);
  });

  it('is 0 without ratings', () => {
    expect(averageRating([])).toBe(0);
  });
});

describe('sellerRating', () => {
  it('uses the stored rating, or the average when it is missing or 0', () => {
    expect(sellerRating(4.8, [1])).toBe(4.8);
    expect(sellerRating(0, [5, 4])).toBe(4.5);
    expect(sellerRating(undefined, [3])).toBe(3);
    expect(sellerRating(null)).toBe(0);
  });
});

describe('starCounts', () => {
  it.each([
    [0, { full: 0, half: 0, empty: 5 }],
    [3, { full: 3, half: 0, empty: 2 }],
    [3.4, { full: 3, half: 0, empty: 2 }],
    [3.5, { full: 3, half: 1, empty: 1 }],
    [3.9, { full: 3, half: 1, empty: 1 }],
    [3.45, { full: 3, half: 1, empty: 1 }],
    [4.94, { full: 4, half: 1, empty: 0 }],
    [4.96, { full: 5, half: 0, empty: 0 }],
    [5, { full: 5, half: 0, empty: 0 }],
    [7, { full: 5, half: 0, empty: 0 }],
    [-1, { full: 0, half: 0, empty: 5 }],
  ])('shows %d as %j', (rating, counts) => {
    expect(starCounts(rating)).toEqual(counts);
  });
});
