import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ToastProvider } from '../components/ui/toast';
import { useSession } from '../lib/session';
import { createQueryClient } from './query-client';

/** Server state, toasts, and the rule that signing out empties every cached list (SPEC §4). */
export function AppProviders({ children, queryClient: givenClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => givenClient ?? createQueryClient());

  useEffect(
    () =>
      useSession.subscribe((session, previous) => {
        if (previous.isAuthenticated && !session.isAuthenticated) queryClient.clear();
      }),
    [queryClient],
  );

  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}
