import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyVerification, VerificationRequest } from '@fundi/shared';
import { callApi } from '../../../lib/api';
import { toFormData } from '../../../lib/form-data';
import { verificationKeys } from './verification-keys';

/** The form's checked fields (the number normalized) and its two photos. */
type VerificationDraft = VerificationRequest & { documentPhoto: File; selfie: File };

/** POST /api/me/verification: multipart, the two photos as the `documentPhoto` and `selfie` parts. */
function requestVerification(draft: VerificationDraft): Promise<MyVerification> {
  return callApi('requestVerification', { body: toFormData({ ...draft }) });
}

/** The answer is the seller's new state (PENDING): it replaces the cached one at once. */
export function useRequestVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestVerification,
    onSuccess: (verification) => queryClient.setQueryData(verificationKeys.mine, verification),
  });
}
