import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Availability, AvailabilityResponse } from '@fundi/shared';
import { callApi } from '../../../lib/api';
import { myAvailabilityKey } from './get-my-availability';

/** PUT /api/me/availability: the whole set at once; the answer is what was saved (past blocked dates dropped). */
function updateMyAvailability(availability: Availability): Promise<AvailabilityResponse> {
  return callApi('updateMyAvailability', { body: availability });
}

/** The saved set replaces the cached one at once, so the section shows exactly what the server kept. */
export function useUpdateMyAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyAvailability,
    onSuccess: (saved) => queryClient.setQueryData(myAvailabilityKey, saved),
  });
}
