import { useSuspenseQuery } from '@tanstack/react-query';
import type { AuthProviders } from '@fundi/shared';
import { callApi } from '../../../lib/api';

// GET /auth/providers: which sign-ins besides the password are on, so 'Continue with Google' is
// offered only when it can work. The login and sign-up pages wait for the answer before their
// first paint (their route's skeleton stays up meanwhile), so the form never jumps when it comes;
// the route starts asking while the page's code downloads. The answer follows the server's
// configuration, so a tab keeps it; no answer at all (offline) counts as "off" and is asked again
// on the next visit.

const signInOptionsKey = ['sign-in-options'] as const;
const nothingButPassword: AuthProviders = { google: false };

let preloaded: Promise<AuthProviders | null> | null = null;

/** Starts asking before the page is rendered (its route calls this while the page's code loads). */
export function preloadSignInOptions(): void {
  preloaded ??= askServer();
}

async function askServer(): Promise<AuthProviders | null> {
  try {
    return await callApi('getSignInOptions', { token: null });
  } catch {
    return null;
  }
}

/** The sign-ins on offer; the calling page suspends until they are known. */
export function useSignInOptions(): AuthProviders {
  const { data } = useSuspenseQuery({
    queryKey: signInOptionsKey,
    queryFn: () => {
      const answer = preloaded ?? askServer();
      preloaded = null;
      return answer;
    },
    staleTime: (query) => (query.state.data ? Infinity : 0),
  });
  return data ?? nothingButPassword;
}
