import { LIVE_QUERY_ROOTS } from '../../../lib/live-query-updates';

/** Which disputes the console lists. */
export type DisputeListStatus = 'OPEN' | 'DECIDED';

/**
 * A dispute as its two people read it lives under the orders' root, so the order's live event
 * (a report, a statement, the decision) refetches it (lib/live-query-updates.ts); the console's
 * reads live under ['admin'] with the rest of the console.
 */
export const disputeKeys = {
  ofOrder: (orderId: string) => [LIVE_QUERY_ROOTS.orders, 'dispute', orderId] as const,
  adminAll: ['admin', 'disputes'] as const,
  adminList: (status: DisputeListStatus) => ['admin', 'disputes', 'list', status] as const,
  adminOne: (disputeId: string) => ['admin', 'disputes', 'one', disputeId] as const,
};
