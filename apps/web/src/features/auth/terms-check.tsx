import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { ErrorBoundary } from '../../components/error-boundary';
import { useSession } from '../../lib/session';

// Only signed-in people download the check: its rule and the consents' schema come with zod,
// which must stay out of the start-up bundle.
const TermsGate = lazy(() => import('./terms-gate').then((module) => ({ default: module.TermsGate })));

/**
 * Mounted on every page: for a signed-in person, asks once whether they have accepted the
 * current terms, and if not, shows the dialog asking for them (terms-gate.tsx).
 */
export function TermsCheck() {
  const { pathname } = useLocation();
  const isSignedIn = useSession((state) => state.isAuthenticated);
  if (!isSignedIn) return null;
  // Code that did not arrive (a flaky connection) leaves the page usable; the next page tries again.
  return (
    <ErrorBoundary key={pathname} fallback={null}>
      <Suspense fallback={null}>
        <TermsGate />
      </Suspense>
    </ErrorBoundary>
  );
}
