import { queryRoots } from '../../../lib/query-keys';

/**
 * Every console query lives under ['admin'], the tab badges too (queryRoots.adminOverview), so
 * one invalidation after an action refreshes each list and count it may have changed.
 */
export const adminKeys = {
  all: ['admin'] as const,
  overview: queryRoots.adminOverview,
  users: (search: string) => ['admin', 'users', search] as const,
  payments: ['admin', 'payments'] as const,
  contactMessages: ['admin', 'contact-messages'] as const,
  actions: ['admin', 'actions'] as const,
};

/** What administrators work from changes under them (other administrators, M-Pesa): a list shown again is refetched. */
export const ADMIN_STALE_TIME_MS = 0;
