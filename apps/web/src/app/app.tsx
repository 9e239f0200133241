import { BrowserRouter } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { ErrorBoundary } from '../components/error-boundary';
import { useSession } from '../lib/session';
import { isTakingOverServerPage } from '../lib/hydration';
import { OfflineScreen } from './offline-screen';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';

/**
 * The whole app. Nothing renders until the saved-session check has finished (docs/product.md §2, §4),
 * except a Retry screen when that check could not reach the server. `queryClient` holds the
 * answers a page sent as HTML came with (main.tsx).
 */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  // Taking over a page the server rendered, the session reads as it first was (not checked,
  // signed out), as the server drew it. The takeover starts only once the check has ended
  // (main.tsx), so the app reads as ready then too: read as not checked, it would draw the whole
  // page again right after.
  const isReady = useSession((state) => state.hasChecked || isTakingOverServerPage());
  const isOffline = useSession((state) => state.isOffline);
  if (isOffline) return <OfflineScreen />;
  if (!isReady) return null;
  return (
    <ErrorBoundary>
      <AppProviders queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </ErrorBoundary>
  );
}
