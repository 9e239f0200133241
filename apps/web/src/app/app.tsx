import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary';
import { useSession } from '../lib/session';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';

/** The whole app. Nothing renders until the saved-session check has finished (SPEC §2, §4). */
export function App() {
  const hasChecked = useSession((state) => state.hasChecked);
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
