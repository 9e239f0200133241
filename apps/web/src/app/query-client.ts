import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api';

/**
 * One client for the whole app. Tuned for slow, costly mobile data: one retry at most
 * (and none for 4xx, which a retry cannot fix), no refetch when the tab regains focus.
 * Each query sets its own `staleTime` from docs/product.md §9 (services 5 min, profile 2 min...).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !isClientError(error) && failureCount < 1,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}

function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}
