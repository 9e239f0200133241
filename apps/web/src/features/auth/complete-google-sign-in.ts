import type { Language, User } from '@fundi/shared';
import { showAccountLanguage } from '../../lib/account-language';
import { callApi } from '../../lib/api';
import { clearSession, setSession, setTokens, useSession } from '../../lib/session';
import { loadSessionAccount } from '../../lib/session-check';
import { signOut } from '../../lib/sign-out';

export type CallbackTokens = { accessToken: string; refreshToken: string };

/** Why the callback stored no session. */
type RefusalReason = 'failed' | 'invalid-response' | 'not-started-here';

/** What the callback page does next. */
export type GoogleSignInOutcome =
  | { kind: 'signed-in' }
  /** `code`: the server's reason for a sign-in that failed there (the query's `code`, beside its English `error`). */
  | { kind: 'refused'; reason: RefusalReason; code?: string }
  /** The browser is signed in to another account: the person chooses, nothing is swapped before. */
  | { kind: 'choose-account'; current: User; next: User; language: Language; tokens: CallbackTokens };

/**
 * Decides what to do with the callback's query. `startedHere` is the one-time value this tab
 * kept when it left for Google (started-google-sign-in.ts); tokens that come without it, or
 * with another, were not asked for here and are never stored.
 */
export async function completeGoogleSignIn(params: URLSearchParams, startedHere: string | null): Promise<GoogleSignInOutcome> {
  if (params.has('error')) return { kind: 'refused', reason: 'failed', code: params.get('code') ?? undefined };
  const accessToken = params.get('accessToken');
  const refreshToken = params.get('refreshToken');
  // Both or nothing: keeping an older stored refresh token beside a new account's access
  // token would mix two sessions.
  if (!accessToken || !refreshToken) return refused('invalid-response');
  const tokens = { accessToken, refreshToken };

  if (!startedHere || params.get('client') !== startedHere) {
    revokeUnusedSession(tokens);
    return refused('not-started-here');
  }
  const { isAuthenticated, user: current } = useSession.getState();
  if (isAuthenticated && current) return askBeforeSwitching(current, tokens);
  return storeSession(tokens);
}

/**
 * Ends on the server a session this browser will not use (so it does not linger for its
 * 1 or 30 days). Only that session's own refresh token is sent, never the browser's tokens.
 */
export function revokeUnusedSession({ refreshToken }: CallbackTokens): void {
  callApi('logOut', { body: { refreshToken }, token: null }).catch(() => undefined);
}

/**
 * The person chose the new account: the current session ends (here and on the server) first;
 * the screen then shows the new account's language.
 */
export function switchToAccount(next: User, language: Language, tokens: CallbackTokens): void {
  signOut();
  setSession({ ...tokens, user: next });
  void showAccountLanguage(language);
}

async function askBeforeSwitching(current: User, tokens: CallbackTokens): Promise<GoogleSignInOutcome> {
  const next = await loadSessionAccount(tokens.accessToken).catch(() => null);
  if (!next) {
    revokeUnusedSession(tokens);
    return refused('failed');
  }
  // The same account twice: the session already here carries on; nothing to choose.
  if (next.user.id === current.id) {
    revokeUnusedSession(tokens);
    return { kind: 'signed-in' };
  }
  return { kind: 'choose-account', current, next: next.user, language: next.language, tokens };
}

async function storeSession(tokens: CallbackTokens): Promise<GoogleSignInOutcome> {
  setTokens(tokens, { isFromServer: true });
  try {
    const { user, language } = await loadSessionAccount();
    const stored = useSession.getState();
    if (!stored.accessToken) throw new Error('the session ended while its user was asked for');
    setSession({ accessToken: stored.accessToken, refreshToken: stored.refreshToken, user });
    void showAccountLanguage(language);
    return { kind: 'signed-in' };
  } catch {
    clearSession();
    return refused('failed');
  }
}

function refused(reason: RefusalReason): GoogleSignInOutcome {
  return { kind: 'refused', reason };
}
