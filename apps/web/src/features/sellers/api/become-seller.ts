import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BecomeSellerRequest, BecomeSellerResponse } from '@fundi/shared';
import { callApi } from '../../../lib/api';
import { toFormData } from '../../../lib/form-data';
import { invalidateSellerListings } from '../../../lib/query-keys';
import { setSession } from '../../../lib/session';

interface BecomeSellerVariables {
  application: BecomeSellerRequest;
  profilePhoto: File | null;
}

/** POST /api/become-seller: multipart, empty values left out (docs/product.md §3). */
function becomeSeller({ application, profilePhoto }: BecomeSellerVariables): Promise<BecomeSellerResponse> {
  const body = toFormData({ ...application, profilePhoto }, { omitEmpty: true });
  return callApi('becomeSeller', { body });
}

/**
 * docs/product.md §7: the new access token (it carries the new role) is stored beside the stored
 * refresh token, and the user is refreshed; the answer's user is that fresh user, so no
 * second request is spent on it. Then every listing that may show the new seller refetches.
 */
export function useBecomeSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: becomeSeller,
    onSuccess: ({ accessToken, user }) => {
      setSession({ accessToken, user }, { isFromServer: true });
      void invalidateSellerListings(queryClient);
    },
  });
}
