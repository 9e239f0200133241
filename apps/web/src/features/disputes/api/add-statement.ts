import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dispute, DisputeStatementRequest } from '@fundi/shared';
import { callApi } from '../../../lib/api';
import { disputeKeys } from './dispute-keys';
import { withPhotos } from './evidence-form';

type Statement = DisputeStatementRequest & { orderId: string; photos: File[] };

/** POST /api/orders/{id}/dispute/statements: multipart, the text and up to 3 `photos`. */
async function addStatement({ orderId, text, photos }: Statement): Promise<Dispute> {
  const { dispute } = await callApi('addDisputeStatement', { params: { id: orderId }, body: withPhotos({ text }, photos) });
  return dispute;
}

/** The answer is the dispute with the new statement: it replaces the cached one. */
export function useAddStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addStatement,
    onSuccess: (dispute, { orderId }) => queryClient.setQueryData(disputeKeys.ofOrder(orderId), dispute),
  });
}
