/** The review modal (docs/product.md §2 Review modal, §5 Review). */
export const review = {
  title: 'Review Seller for {{service}}',
  rating: 'Your rating',
  comment: 'Comment (optional)',
  submit: 'Submit Review',
  missingServiceId: 'Cannot submit review: Service ID is missing.',
  submitted: 'Review submitted successfully!',
  failed: 'Failed to submit review. Please try again.',
};
