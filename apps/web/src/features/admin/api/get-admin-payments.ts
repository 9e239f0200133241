import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api';
import { ADMIN_STALE_TIME_MS, adminKeys } from './admin-keys';

/** GET /api/admin/payments: payouts and refunds waiting for an administrator, and the open flags. */
export function useAdminPayments() {
  return useQuery({
    queryKey: adminKeys.payments,
    queryFn: ({ signal }) => callApi('getAdminPayments', { signal }),
    staleTime: ADMIN_STALE_TIME_MS,
  });
}
