import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session';
import { paths } from '../lib/paths';
import { loginStateAfter } from '../lib/use-session-end-redirect';

/** Signed-in-only routes (SPEC §6): without a session, go to /login (saying why, if it expired). */
export function RequireSession() {
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  const endReason = useSession((state) => state.endReason);
  return isAuthenticated ? <Outlet /> : <Navigate to={paths.login} replace state={loginStateAfter(endReason)} />;
}

/** /login and /signup: a signed-in user goes to /dashboard instead. */
export function RedirectIfSignedIn() {
  const { pathname } = useLocation();
  return <RedirectIfSignedInOnArrival key={pathname} />;
}

/**
 * Decided when the page opens: a sign-in made ON the login page shows its success line
 * and leaves for /dashboard by itself after 2 s (SPEC §2), so it must not be cut short.
 */
function RedirectIfSignedInOnArrival() {
  const [wasSignedInOnArrival] = useState(() => useSession.getState().isAuthenticated);
  return wasSignedInOnArrival ? <Navigate to={paths.dashboard} replace /> : <Outlet />;
}
