import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { publishLive } from '../../lib/live';
import { setSession } from '../../lib/session';
import { deferred, stubFetch, type StubbedAnswer } from '../../test/fetch-stub';
import { makeAccessToken, makeUser } from '../../test/fixtures';
import { requestUnreadCount, useUnreadMessagesCount } from './unread-count';

const UNREAD = 'GET /api/conversations?limit=1';
const answer = (unreadTotal: number): StubbedAnswer => ({ status: 200, body: { conversations: [], unreadTotal } });

function renderCount(path = '/about') {
  setSession({ accessToken: makeAccessToken(), refreshToken: 'refresh', user: makeUser() });
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  return renderHook(() => useUnreadMessagesCount(), { wrapper });
}

/** Moves the clock and lets the answers that came meanwhile be read. */
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('the unread count (docs/product.md §7)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks once after a 300 ms pause, however many asked meanwhile', async () => {
    const { callsTo } = stubFetch({ [UNREAD]: answer(2) });
    const { result } = renderCount();
    act(() => {
      requestUnreadCount();
      requestUnreadCount();
    });
    await wait(299);
    expect(callsTo(UNREAD)).toHaveLength(0);
    await wait(1);
    expect(callsTo(UNREAD)).toHaveLength(1);
    expect(result.current).toBe(2);
  });

  it('does not ask again within 30 s of the last request, unless forced', async () => {
    const { callsTo } = stubFetch({ [UNREAD]: answer(1) });
    renderCount();
    await wait(300);
    expect(callsTo(UNREAD)).toHaveLength(1);

    act(() => requestUnreadCount());
    await wait(29_000);
    expect(callsTo(UNREAD)).toHaveLength(1);

    act(() => requestUnreadCount({ force: true }));
    await wait(300);
    expect(callsTo(UNREAD)).toHaveLength(2);

    await wait(30_000);
    act(() => requestUnreadCount());
    await wait(300);
    expect(callsTo(UNREAD)).toHaveLength(3);
  });

  it('keeps a forced request forced when a plain one follows within the pause', async () => {
    const { callsTo } = stubFetch({ [UNREAD]: answer(1) });
    renderCount();
    await wait(300);
    act(() => {
      requestUnreadCount({ force: true });
      requestUnreadCount();
    });
    await wait(300);
    expect(callsTo(UNREAD)).toHaveLength(2);
  });

  it('keeps the previous count when a request fails', async () => {
    let isDown = false;
    stubFetch({ [UNREAD]: () => (isDown ? 'network-error' : answer(4)) });
    const { result } = renderCount();
    await wait(300);
    expect(result.current).toBe(4);

    isDown = true;
    act(() => requestUnreadCount({ force: true }));
    await wait(300);
    expect(result.current).toBe(4);
  });

  it('forces a fresh count on arriving at Messages', async () => {
    const { callsTo } = stubFetch({ [UNREAD]: answer(0) });
    renderCount('/messages');
    await wait(300);
    expect(callsTo(UNREAD)).toHaveLength(1);
  });

  it('takes live totals at once, and a slower answer asked before one does not undo it', async () => {
    const held = deferred<StubbedAnswer>();
    stubFetch({ [UNREAD]: () => held.promise });
    const { result } = renderCount();
    await wait(300);
    act(() => publishLive({ type: 'unread', total: 7 }));
    expect(result.current).toBe(7);
    held.resolve(answer(5));
    await wait(0);
    expect(result.current).toBe(7);
  });

  it('is 0 for a visitor, and asks nothing', async () => {
    const { calls } = stubFetch({});
    const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;
    const { result } = renderHook(() => useUnreadMessagesCount(), { wrapper });
    await wait(1000);
    expect(result.current).toBe(0);
    expect(calls).toHaveLength(0);
  });
});
