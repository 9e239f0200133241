import { create } from 'zustand';
import type { User } from '@fundi/shared';

/** Browser storage keys of SPEC §3; other tabs and older builds read the same keys. */
const ACCESS_TOKEN_KEY = 'authToken';
const REFRESH_TOKEN_KEY = 'refreshToken';

export interface SessionState {
  accessToken: string | null;
  refreshToken: string | null;
  user: User | null;
  isAuthenticated: boolean;
  /** The saved-session check at start-up has finished; nothing renders before (SPEC §2). */
  hasChecked: boolean;
}

const signedOut = {
  accessToken: null,
  refreshToken: null,
  user: null,
  isAuthenticated: false,
} satisfies Omit<SessionState, 'hasChecked'>;

/**
 * The session, the only client state kept outside TanStack Query. Read it in components
 * with a selector, `useSession((s) => s.user)`, and outside React with
 * `useSession.getState()`. Change it only through the functions below.
 */
export const useSession = create<SessionState>()(() => ({ ...signedOut, hasChecked: false }));

/** Signs in (login, social callback, valid saved token). Without a refresh token the stored one is kept. */
export function setSession(session: { accessToken: string; refreshToken?: string | null; user: User }): void {
  const refreshToken = session.refreshToken ?? useSession.getState().refreshToken ?? readStorage(REFRESH_TOKEN_KEY);
  writeStorage(ACCESS_TOKEN_KEY, session.accessToken);
  writeStorage(REFRESH_TOKEN_KEY, refreshToken);
  useSession.setState({
    accessToken: session.accessToken,
    refreshToken,
    user: session.user,
    isAuthenticated: true,
    hasChecked: true,
  });
}

/** Replaces the signed-in user after a profile load or update. */
export function setUser(user: User): void {
  useSession.setState({ user });
}

/**
 * Signs out locally: forgets both stored tokens and the user. Guarded pages then redirect
 * to /login on their own; the app shell also empties the query cache (SPEC §4).
 */
export function clearSession(): void {
  writeStorage(ACCESS_TOKEN_KEY, null);
  writeStorage(REFRESH_TOKEN_KEY, null);
  useSession.setState({ ...signedOut, hasChecked: true });
}

/** The tokens saved by an earlier visit, as stored (the check decides whether they are usable). */
export function readSavedTokens(): { accessToken: string | null; refreshToken: string | null } {
  return { accessToken: readStorage(ACCESS_TOKEN_KEY), refreshToken: readStorage(REFRESH_TOKEN_KEY) };
}

// Storage can throw (private browsing, storage disabled, quota): the session then lives
// in memory only, which is still usable for this visit.
function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // see above: nothing else to do
  }
}
