import { Navigate, Outlet } from 'react-router';
import { useSession } from '../lib/session';
import { paths } from '../lib/paths';

/** Signed-in-only routes (SPEC §6): without a session, go to /login. */
export function RequireSession() {
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  return isAuthenticated ? <Outlet /> : <Navigate to={paths.login} replace />;
}

/** /login and /signup: a signed-in user goes to /dashboard instead. */
export function RedirectIfSignedIn() {
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  return isAuthenticated ? <Navigate to={paths.dashboard} replace /> : <Outlet />;
}
