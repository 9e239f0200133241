import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { publishLive } from './live';
import { refreshQueriesOnLiveEvents } from './live-query-updates';

describe('refreshQueriesOnLiveEvents', () => {
  let stop = () => {};
  afterEach(() => stop());

  it("marks every order query stale when only an order's payment moved", () => {
    const queryClient = new QueryClient();
    const keys = [['orders', 'list', { role: 'buyer' }, 5], ['orders', 'detail', 'order-1'], ['orders', 'payment-summary']];
    for (const key of keys) queryClient.setQueryData(key, {});
    queryClient.setQueryData(['conversations'], {});
    stop = refreshQueriesOnLiveEvents(queryClient);

    publishLive({ type: 'order', order: { id: 'order-1', status: 'PENDING', paymentStatus: 'HELD' } });
    for (const key of keys) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['conversations'])?.isInvalidated).toBe(false);
  });
});
