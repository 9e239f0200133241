import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewResponse, type ReviewRequest } from '@fundi/shared';
import { api } from '../../../lib/api';
import { orderKeys, updateCachedOrder } from './order-keys';

export interface ReviewOrderVariables {
  orderId: string;
  review: ReviewRequest;
}

/** POST /api/orders/{id}/review { rating, comment } (SPEC §7): 201 with the stored review. */
export function reviewOrder({ orderId, review }: ReviewOrderVariables) {
  return api.post(`/api/orders/${encodeURIComponent(orderId)}/review`, review, { schema: reviewResponse });
}

/** After a review the order shows Reviewed at once (SPEC §4), then the lists are refetched. */
export function useReviewOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewOrder,
    onSuccess: (_answer, { orderId }) => updateCachedOrder(queryClient, orderId, (order) => ({ ...order, reviewed: true })),
    // Also after a refusal: "already reviewed" (another tab) should turn the button into Reviewed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
