import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ToastProvider } from '../components/ui/toast';
import { refreshQueriesOnLiveEvents } from '../lib/live-query-updates';
import { useSession } from '../lib/session';
import { createQueryClient } from './query-client';
import { IdScope } from '../lib/element-id';

/**
 * Server state, toasts, the rule that signing out empties every cached list (docs/product.md §4), and
 * live events refreshing what they concern.
 */
export function AppProviders({ children, queryClient: givenClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => givenClient ?? createQueryClient());

  useEffect(
    () =>
      useSession.subscribe((session, previous) => {
        if (previous.isAuthenticated && !session.isAuthenticated) queryClient.clear();
      }),
    [queryClient],
  );
  useEffect(() => refreshQueriesOnLiveEvents(queryClient), [queryClient]);

  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        {/* Counted afresh for each render of the app: the server's and the takeover's ids agree. */}
        <IdScope name="f">{children}</IdScope>
      </ToastProvider>
    </QueryClientProvider>
  );
}
