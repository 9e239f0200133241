import { z } from 'zod';
import { MAX_LENGTH, REVIEW_RATING } from './constants';
import { tooLongMessage } from './validation';

export const REVIEW_MESSAGES = {
  invalidRating: 'Please select a rating between 1 and 5.',
  missingServiceId: 'Cannot submit review: Service ID is missing.',
  submitFailed: 'Failed to submit review. Please try again.',
  /** Not in SPEC, which only states the limit; worded like its other review texts. */
  commentTooLong: `${tooLongMessage('Comment', MAX_LENGTH.reviewComment)}.`,
} as const;

/**
 * Body of POST /api/orders/{id}/review. The order comes from the path; the server checks
 * that the caller bought it and that it is COMPLETED (docs/decisions/0032-reviews.md).
 */
export const reviewRequest = z.object({
  rating: z
    .number({ error: REVIEW_MESSAGES.invalidRating })
    .int({ error: REVIEW_MESSAGES.invalidRating })
    .min(REVIEW_RATING.min, { error: REVIEW_MESSAGES.invalidRating })
    .max(REVIEW_RATING.max, { error: REVIEW_MESSAGES.invalidRating }),
  // A blank comment is no comment: stored as absent rather than as whitespace.
  comment: z
    .string()
    .trim()
    .max(MAX_LENGTH.reviewComment, { error: REVIEW_MESSAGES.commentTooLong })
    .nullish()
    .transform((comment) => comment || undefined),
});
export type ReviewRequest = z.infer<typeof reviewRequest>;
