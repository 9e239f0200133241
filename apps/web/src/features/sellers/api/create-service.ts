import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateServiceRequest, CreateServiceResponse } from '@fundi/shared';
import { callApi } from '../../../lib/api';
import { toFormData } from '../../../lib/form-data';
import { invalidateSellerListings } from '../../../lib/query-keys';

/** POST /api/services: the service draft as multipart (docs/product.md §7), price in shillings. */
function createService(draft: CreateServiceRequest): Promise<CreateServiceResponse> {
  return callApi('createService', { body: toFormData({ ...draft }) });
}

/** A new service shows at once in the seller's lists, their profile and the catalogue. */
export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createService,
    onSuccess: () => void invalidateSellerListings(queryClient),
  });
}
