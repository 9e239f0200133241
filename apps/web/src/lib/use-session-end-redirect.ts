import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths, type LoginPageState } from './paths';
import { withReturnPath } from './return-path';
import { onSessionEnd, type SessionEndReason } from './session';
import { i18n } from './i18n';

/** What /login is told after a session ended on its own: an expired one says why. */
export function loginStateAfter(reason: SessionEndReason | null): LoginPageState | undefined {
  return reason === 'expired' ? { error: i18n.t('common.sessionExpired') } : undefined;
}

/**
 * docs/product.md §4: a session that ends on its own (refresh refused, signed out in another tab)
 * goes to /login, from any page, and back to a signed-in page after logging in again (guarded
 * pages would also do so on their own, with the same address and state, so whichever
 * navigation comes last says the same).
 */
export function useSessionEndRedirect(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);
  useEffect(
    () =>
      onSessionEnd((reason) => {
        const { pathname, search } = here.current;
        void navigate(withReturnPath(paths.login, `${pathname}${search}`), { replace: true, state: loginStateAfter(reason) });
      }),
    [navigate],
  );
}
