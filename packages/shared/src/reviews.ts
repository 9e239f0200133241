import { z } from 'zod';
import { MAX_LENGTH, REVIEW_RATING } from './constants';

/**
 * Body of POST /api/orders/{id}/review. The order comes from the path; the server checks
 * that the caller bought it and that it is COMPLETED (docs/decisions/0032-reviews.md).
 */
export const reviewRequest = z.object({
  rating: z
    .number({ error: 'REVIEW_RATING_INVALID' })
    .int({ error: 'REVIEW_RATING_INVALID' })
    .min(REVIEW_RATING.min, { error: 'REVIEW_RATING_INVALID' })
    .max(REVIEW_RATING.max, { error: 'REVIEW_RATING_INVALID' }),
  // A blank comment is no comment: stored as absent rather than as whitespace.
  comment: z
    .string()
    .trim()
    .max(MAX_LENGTH.reviewComment, { error: 'REVIEW_COMMENT_TOO_LONG' })
    .nullish()
    .transform((comment) => comment || undefined),
});
export type ReviewRequest = z.infer<typeof reviewRequest>;
