import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { DASHBOARD_TEXTS } from '@fundi/shared';
import { paths, type LoginPageState } from './paths';
import { onSessionEnd } from './session';

/**
 * SPEC §4: a session that ends on its own (refresh refused, signed out in another tab)
 * goes to /login. An expired one says why.
 */
export function useSessionEndRedirect(): void {
  const navigate = useNavigate();
  useEffect(
    () =>
      onSessionEnd((reason) => {
        const state: LoginPageState = reason === 'expired' ? { error: DASHBOARD_TEXTS.invalidSession } : {};
        void navigate(paths.login, { replace: true, state });
      }),
    [navigate],
  );
}
