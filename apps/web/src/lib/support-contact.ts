import { useQuery } from '@tanstack/react-query';
import type { SupportContact } from '@fundi/shared';
import { callApi } from './api';

/**
 * How people reach support, shown in the footer and on the contact page: the e-mail and phone
 * the server is configured with (SUPPORT_EMAIL, SUPPORT_PHONE; GET /api/support-contact), so
 * an operator's own details show without a new build. The city comes from SUPPORT in
 * @fundi/shared, the hours from the catalogues. Asked once per tab and kept (the server lets the browser keep it an hour);
 * `isWanted: false` waits, so the footer asks only once it nears the screen.
 */
export function useSupportContact({ isWanted = true }: { isWanted?: boolean } = {}): SupportContact | undefined {
  return useQuery({
    queryKey: ['support-contact'],
    // Public: sent without the session, so it never waits on a token refresh.
    queryFn: ({ signal }) => callApi('getSupportContact', { token: null, signal }),
    enabled: isWanted,
    staleTime: Infinity,
  }).data;
}

/** The tel: link of a number shown with spaces ('+254 20 386 3400'). */
export function phoneLink(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`;
}
