import { useQuery } from '@tanstack/react-query';
import type { AvailabilityResponse } from '@fundi/shared';
import { callApi } from '../../../lib/api';

/** The seller's own availability; saving it (update-my-availability.ts) replaces this entry. */
export const myAvailabilityKey = ['my-availability'] as const;

/** GET /api/me/availability: working weekdays, blocked dates from today, bookings a day (the defaults until first saved). */
function getMyAvailability(signal?: AbortSignal): Promise<AvailabilityResponse> {
  return callApi('getMyAvailability', { signal });
}

/** Asked again whenever the dashboard opens (another device may have changed it); the cached answer shows meanwhile. */
export function useMyAvailability() {
  return useQuery({
    queryKey: myAvailabilityKey,
    queryFn: ({ signal }) => getMyAvailability(signal),
    staleTime: 0,
  });
}
