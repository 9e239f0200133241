import { useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session';
import { paths } from '../lib/paths';
import { returnPathFrom, withReturnPath } from '../lib/return-path';
import { loginStateAfter } from '../lib/use-session-end-redirect';
import { hasPendingHandedOverSignIn } from '../lib/sign-in-handover';

/**
 * Signed-in-only routes (docs/product.md §6): without a session, go to /login (saying why, if it expired),
 * which leads back here after signing in (`?next=`, lib/return-path.ts). Not after the person
 * signed out here (logout, a closed account): that page sends them to a plain /login itself.
 */
export function RequireSession() {
  const isAuthenticated = useSession((state) => state.isAuthenticated);
  const endReason = useSession((state) => state.endReason);
  const { pathname, search } = useLocation();
  const [hasBeenSignedIn, setHasBeenSignedIn] = useState(isAuthenticated);
  if (isAuthenticated && !hasBeenSignedIn) setHasBeenSignedIn(true);
  if (isAuthenticated) return <Outlet />;
  const hasSignedOutHere = hasBeenSignedIn && endReason === null;
  const login = hasSignedOutHere ? paths.login : withReturnPath(paths.login, `${pathname}${search}`);
  return <Navigate to={login} replace state={loginStateAfter(endReason)} />;
}

/**
 * The console (/admin): for anyone but a signed-in administrator it is a page that does not
 * exist, as the server's /api/admin/* is, and its code is never downloaded for them.
 */
export function RequireAdmin({ notFound }: { notFound: ReactNode }) {
  const isAdmin = useSession((state) => state.user?.isAdmin === true);
  return isAdmin ? <Outlet /> : notFound;
}

/** /login and /signup: a signed-in user goes on to where the page was leading, else /dashboard. */
export function RedirectIfSignedIn() {
  const { pathname } = useLocation();
  return <RedirectIfSignedInOnArrival key={pathname} />;
}

/**
 * Decided when the page opens: a sign-in made ON the login page shows its success line
 * and leaves by itself after 2 s (docs/product.md §2), so it must not be cut short.
 */
function RedirectIfSignedInOnArrival() {
  const { search } = useLocation();
  // Signed in by the login form sent before the script ran: the login page says so first.
  const [wasSignedInOnArrival] = useState(() => useSession.getState().isAuthenticated && !hasPendingHandedOverSignIn());
  return wasSignedInOnArrival ? <Navigate to={returnPathFrom(search) ?? paths.dashboard} replace /> : <Outlet />;
}
