import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserService } from '@fundi/shared';
import { callApi } from '../../../lib/api';
import { invalidateSellerListings, queryRoots } from '../../../lib/query-keys';

/** DELETE /api/services/{id}: `id` is the service's id as GET /api/services/user lists it. */
function deleteService(serviceId: string) {
  return callApi('deleteService', { params: { id: serviceId } });
}

/** The deleted service leaves the seller's lists at once; then everything that may show it refetches. */
export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteService,
    onSuccess: (_answer, serviceId) => {
      queryClient.setQueryData<UserService[]>(queryRoots.userServices, (services) =>
        services?.filter((service) => service.id !== serviceId),
      );
      void invalidateSellerListings(queryClient);
    },
  });
}
