import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewRequest } from '@fundi/shared';
import { callApi } from '../../../lib/api';
import { invalidateCatalogue } from '../../../lib/query-keys';
import { orderKeys, REFETCH_WITHOUT_CANCELLING, updateCachedOrder } from './order-keys';

interface ReviewOrderVariables {
  orderId: string;
  review: ReviewRequest;
}

/** POST /api/orders/{id}/review { rating, comment } (docs/product.md §7): 201 with the stored review. */
function reviewOrder({ orderId, review }: ReviewOrderVariables) {
  return callApi('reviewOrder', { params: { id: orderId }, body: review });
}

/**
 * After a review the order shows Reviewed at once (docs/product.md §4), then the lists are refetched. The
 * review moves the seller's rating and review count, so the catalogue is refetched too the
 * next time it shows, instead of after its 5 minutes.
 */
export function useReviewOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewOrder,
    onSuccess: (_answer, { orderId }) => {
      updateCachedOrder(queryClient, orderId, (order) => ({ ...order, reviewed: true }));
      void invalidateCatalogue(queryClient);
    },
    // Also after a refusal: "already reviewed" (another tab) should turn the button into Reviewed.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: orderKeys.all }, REFETCH_WITHOUT_CANCELLING),
  });
}
