import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { DASHBOARD_TEXTS } from '@fundi/shared';
import { paths, type LoginPageState } from './paths';
import { onSessionEnd, type SessionEndReason } from './session';

/** What /login is told after a session ended on its own: an expired one says why. */
export function loginStateAfter(reason: SessionEndReason | null): LoginPageState | undefined {
  return reason === 'expired' ? { error: DASHBOARD_TEXTS.invalidSession } : undefined;
}

/**
 * SPEC §4: a session that ends on its own (refresh refused, signed out in another tab)
 * goes to /login, from any page (guarded pages would also do so on their own, with the
 * same state, so whichever navigation comes last says the same).
 */
export function useSessionEndRedirect(): void {
  const navigate = useNavigate();
  useEffect(
    () => onSessionEnd((reason) => void navigate(paths.login, { replace: true, state: loginStateAfter(reason) })),
    [navigate],
  );
}
