import { create } from 'zustand';
import type { User } from '@fundi/shared';
import { readStorage, sessionStorageKeys, writeStorage } from './storage';
import { noteFreshToken } from './tokens';

const { accessToken: ACCESS_TOKEN_KEY, refreshToken: REFRESH_TOKEN_KEY } = sessionStorageKeys;

export interface SessionState {
  accessToken: string | null;
  refreshToken: string | null;
  user: User | null;
  isAuthenticated: boolean;
  /** The saved-session check at start-up has finished; nothing renders before (docs/product.md §2). */
  hasChecked: boolean;
  /**
   * The start-up check could not reach the server (no network, server down). The saved
   * tokens are kept and the app shows a Retry screen instead of signing the person out.
   */
  isOffline: boolean;
  /** Why the last session ended on its own (null after a sign-in or a logout). */
  endReason: SessionEndReason | null;
}

export interface SessionTokens {
  accessToken: string;
  refreshToken: string | null;
}

const signedOut = {
  accessToken: null,
  refreshToken: null,
  user: null,
  isAuthenticated: false,
  endReason: null,
} satisfies Omit<SessionState, 'hasChecked' | 'isOffline'>;

/**
 * The session, the only client state kept outside TanStack Query. Read it in components
 * with a selector, `useSession((s) => s.user)`, and outside React with
 * `useSession.getState()`. Change it only through the functions below.
 */
export const useSession = create<SessionState>()(() => ({ ...signedOut, hasChecked: false, isOffline: false }));

/**
 * Signs in (login, social callback, valid saved token). Without a refresh token the stored
 * one is kept. `isFromServer` marks tokens the server has just issued (see tokens.ts).
 */
export function setSession(
  session: { accessToken: string; refreshToken?: string | null; user: User },
  { isFromServer = false } = {},
): void {
  if (isFromServer) noteFreshToken(session.accessToken);
  const refreshToken = session.refreshToken ?? useSession.getState().refreshToken ?? readStorage(REFRESH_TOKEN_KEY);
  writeStorage(ACCESS_TOKEN_KEY, session.accessToken);
  writeStorage(REFRESH_TOKEN_KEY, refreshToken);
  useSession.setState({
    accessToken: session.accessToken,
    refreshToken,
    user: session.user,
    isAuthenticated: true,
    hasChecked: true,
    isOffline: false,
    endReason: null,
  });
}

/**
 * Stores a new token pair (a refresh, or tokens adopted from another tab) without touching
 * the user or the signed-in flag. `isFromServer` marks tokens the server has just issued.
 */
export function setTokens(tokens: SessionTokens, { isFromServer = false } = {}): void {
  if (isFromServer) noteFreshToken(tokens.accessToken);
  writeStorage(ACCESS_TOKEN_KEY, tokens.accessToken);
  writeStorage(REFRESH_TOKEN_KEY, tokens.refreshToken);
  useSession.setState({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
}

/** Replaces the signed-in user after a profile load or update. */
export function setUser(user: User): void {
  useSession.setState({ user });
}

/**
 * Signs out locally: forgets both stored tokens and the user. Guarded pages then redirect
 * to /login on their own; the app shell also empties the query cache (docs/product.md §4).
 */
export function clearSession(): void {
  writeStorage(ACCESS_TOKEN_KEY, null);
  writeStorage(REFRESH_TOKEN_KEY, null);
  useSession.setState({ ...signedOut, hasChecked: true, isOffline: false });
}

/** The start-up check could not reach the server; the stored tokens stay. */
export function markOffline(): void {
  useSession.setState({ isOffline: true });
}

/** The tokens in browser storage, which every tab of the site shares. */
export function readSavedTokens(): { accessToken: string | null; refreshToken: string | null } {
  return { accessToken: readStorage(ACCESS_TOKEN_KEY), refreshToken: readStorage(REFRESH_TOKEN_KEY) };
}

// ---- The end of a session, for the app shell ----

/** Why a signed-in session ended without the person asking for it here. */
export type SessionEndReason = 'expired' | 'signed-out-elsewhere';

const sessionEndListeners = new Set<(reason: SessionEndReason) => void>();

/** Hears about sessions that ended on their own (the shell then goes to /login). */
export function onSessionEnd(listener: (reason: SessionEndReason) => void): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

/**
 * While the person closes their own account, the end of the session is theirs to show: a call
 * or a token refresh refused meanwhile (the account is going) must not sign the tab out before
 * 'Account deleted successfully!' has been read. The form releases it when it signs out itself.
 */
let isClosingAccount = false;
export function holdSessionWhileClosing(isHeld: boolean): void {
  isClosingAccount = isHeld;
}

/** The session cannot continue (refresh refused, account gone): clear it and tell the shell. */
export function endSession(reason: SessionEndReason): void {
  if (isClosingAccount && reason === 'expired') return;
  const wasAuthenticated = useSession.getState().isAuthenticated;
  clearSession();
  if (!wasAuthenticated) return;
  useSession.setState({ endReason: reason });
  sessionEndListeners.forEach((listener) => listener(reason));
}

/**
 * Signing out in one tab signs out the others (they share localStorage). Tokens another
 * tab refreshed are picked up when this tab next refreshes (see session-refresh.ts).
 */
export function watchOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== ACCESS_TOKEN_KEY) return;
    if (useSession.getState().isAuthenticated && !readStorage(ACCESS_TOKEN_KEY)) endSession('signed-out-elsewhere');
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
