import { describe, expect, it } from 'vitest';
import { reviewRequest } from './reviews';
import { issuesOf } from './test-helpers';

const INVALID_RATING = 'rating: REVIEW_RATING_INVALID';

describe('reviewRequest', () => {
  it('accepts whole ratings from 1 to 5', () => {
    for (const rating of [1, 2, 3, 4, 5]) {
      expect(reviewRequest.parse({ rating })).toEqual({ rating, comment: undefined });
    }
  });

  it.each([0, 6, 4.5, -1, Number.NaN, '5', null, undefined])('refuses rating %j', (rating) => {
    expect(issuesOf(reviewRequest, { rating })).toContain(INVALID_RATING);
    expect(new Set(issuesOf(reviewRequest, { rating }))).toEqual(new Set([INVALID_RATING]));
  });

  it('trims the comment and treats a blank one as none', () => {
    expect(reviewRequest.parse({ rating: 5, comment: '  Asante, great job!  ' }).comment).toBe('Asante, great job!');
    expect(reviewRequest.parse({ rating: 5, comment: '   ' }).comment).toBeUndefined();
    expect(reviewRequest.parse({ rating: 5, comment: null }).comment).toBeUndefined();
  });

  it('allows a comment of 1000 characters, not 1001', () => {
    expect(issuesOf(reviewRequest, { rating: 4, comment: 'a'.repeat(1000) })).toEqual([]);
    expect(issuesOf(reviewRequest, { rating: 4, comment: 'a'.repeat(1001) })).toEqual([
      'comment: REVIEW_COMMENT_TOO_LONG',
    ]);
  });
});
