import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { useSession } from '../lib/session';
import { OfflineScreen } from './offline-screen';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';

/**
 * The whole app. Nothing renders until the saved-session check has finished (docs/product.md §2, §4),
 * except a Retry screen when that check could not reach the server.
 */
export function App() {
  const hasChecked = useSession((state) => state.hasChecked);
  const isOffline = useSession((state) => state.isOffline);
  if (isOffline) return <OfflineScreen />;
  if (!hasChecked) return null;
  return (
    <ErrorBoundary>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </ErrorBoundary>
  );
}
