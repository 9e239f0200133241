import { useQuery } from '@tanstack/react-query';
import type { ProAvailabilityResponse } from '@fundi/shared';
import { callApi } from '../../../lib/api';

const proAvailabilityKey = (sellerId: string) => ['pro-availability', sellerId] as const;

/** GET /api/pros/{id}/availability: the seller's working weekdays and the days already taken (blocked or full). */
function getProAvailability(sellerId: string, signal?: AbortSignal): Promise<ProAvailabilityResponse> {
  return callApi('getProAvailability', { params: { id: sellerId }, signal });
}

/**
 * Read each time the booking dialog opens (`staleTime` 0): days fill up at any moment, and a
 * day offered that is taken meanwhile is refused by the server anyway. Only for someone signed
 * in: a visitor is asked to log in first.
 */
export function useProAvailability(sellerId: string, { isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: proAvailabilityKey(sellerId),
    queryFn: ({ signal }) => getProAvailability(sellerId, signal),
    enabled: isEnabled,
    staleTime: 0,
  });
}
