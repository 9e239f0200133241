import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dispute, OpenDisputeRequest } from '@fundi/shared';
import { callApi } from '../../../lib/api';
import { LIVE_QUERY_ROOTS } from '../../../lib/live-query-updates';
import { disputeKeys } from './dispute-keys';
import { withPhotos } from './evidence-form';

type Report = { orderId: string; report: OpenDisputeRequest; photos: File[] };

/** POST /api/orders/{id}/dispute: multipart, the reason, the description and up to 3 `photos`. */
async function openDispute({ orderId, report, photos }: Report): Promise<Dispute> {
  const { dispute } = await callApi('openDispute', { params: { id: orderId }, body: withPhotos({ ...report }, photos) });
  return dispute;
}

/** The answer is the dispute: shown at once; the order's cards and totals refetch (its payment is DISPUTED now). */
export function useOpenDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openDispute,
    onSuccess: (dispute, { orderId }) => {
      queryClient.setQueryData(disputeKeys.ofOrder(orderId), dispute);
      void queryClient.invalidateQueries({ queryKey: [LIVE_QUERY_ROOTS.orders] });
    },
  });
}
