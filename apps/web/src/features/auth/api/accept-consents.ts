import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LEGAL_DOCUMENTS, type Consents } from '@fundi/shared';
import { callApi } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { consentsKey } from './get-consents';

/** PUT /api/me/consents: the terms' current version, the one the dialog's links open, and 18 or over. */
function acceptCurrentTerms(): Promise<Consents> {
  return callApi('acceptConsents', { body: { acceptedTerms: LEGAL_DOCUMENTS.terms.version, adult: true } });
}

/** Accepting answers with the person's consents, which replace the cached ones: the dialog then closes. */
export function useAcceptCurrentTerms() {
  const queryClient = useQueryClient();
  const userId = useSession((state) => state.user?.id);
  return useMutation({
    mutationFn: acceptCurrentTerms,
    onSuccess: (consents) => queryClient.setQueryData(consentsKey(userId), consents),
  });
}
