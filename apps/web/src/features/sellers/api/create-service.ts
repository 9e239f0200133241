import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createServiceResponse, type CreateServiceRequest, type CreateServiceResponse } from '@fundi/shared';
import { api } from '../../../lib/api';
import { toFormData } from '../../../lib/form-data';
import { invalidateSellerListings } from '../../../lib/query-keys';

/** POST /api/services: the service draft as multipart (SPEC §7), price in shillings. */
export function createService(draft: CreateServiceRequest): Promise<CreateServiceResponse> {
  return api.post('/api/services', toFormData({ ...draft }), { schema: createServiceResponse });
}

/** A new service shows at once in the seller's lists, their profile and the catalogue. */
export function useCreateService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createService,
    onSuccess: () => void invalidateSellerListings(queryClient),
  });
}
