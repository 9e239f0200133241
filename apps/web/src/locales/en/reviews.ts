/** The review modal (docs/product.md §2 Review modal, §5 Review). */
export const review = {
  title: 'Review Seller for {{service}}',
  rating: 'Your rating',
  comment: 'Comment (optional)',
  submit: 'Submit Review',
};
