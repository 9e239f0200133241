import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { create } from 'zustand';
import { UNREAD_COUNT_TIMING_MS } from '@fundi/shared';
import { onLiveResume, subscribeLive } from '../../lib/live';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { getUnreadTotal } from './api/get-unread-total';

// The navbar's Messages badge (docs/product.md §7): asked with a 300 ms debounce, not asked again within
// 30 s of the last request unless forced, and kept as it was when a request fails. Live
// 'unread' events (docs/decisions/0039-messages-on-the-web.md) set it as soon as it changes.

const useUnreadStore = create<{ count: number }>(() => ({ count: 0 }));

let debounceTimer: ReturnType<typeof setTimeout> | undefined;
let isForcePending = false;
/** When the last request for the count started (the 30 s window counts from it). */
let lastFetchAt: number | null = null;
/** When the count shown was true: a slow answer never overwrites a newer total. */
let countAt = 0;
/** Bumped on sign-out, so an answer for the previous person is thrown away. */
let epoch = 0;

/** Asks for the count after 300 ms of quiet, unless it was asked under 30 s ago and `force` is not set. */
export function requestUnreadCount({ force = false }: { force?: boolean } = {}): void {
  isForcePending ||= force;
  clearTimeout(debounceTimer);
  debounceTimer = setTimeout(() => void fetchUnreadCount(), UNREAD_COUNT_TIMING_MS.debounce);
}

async function fetchUnreadCount(): Promise<void> {
  const isForced = isForcePending;
  isForcePending = false;
  debounceTimer = undefined;
  const startedAt = Date.now();
  if (!isForced && lastFetchAt !== null && startedAt - lastFetchAt < UNREAD_COUNT_TIMING_MS.cacheWindow) return;
  lastFetchAt = startedAt;
  const requestEpoch = epoch;
  try {
    const total = await getUnreadTotal();
    if (requestEpoch === epoch) setFetchedUnreadCount(total, startedAt);
  } catch {
    // docs/product.md §7: on failure the previous count is kept.
  }
}

/** A live total (docs/decisions/0039-messages-on-the-web.md): the newest word on the count. */
function setLiveUnreadCount(total: number): void {
  countAt = Date.now();
  useUnreadStore.setState({ count: total });
}

/** A total fetched at `fetchedAt`; ignored when something newer has set the count since. */
function setFetchedUnreadCount(total: number, fetchedAt: number): void {
  if (fetchedAt <= countAt) return;
  countAt = fetchedAt;
  useUnreadStore.setState({ count: total });
}

function resetUnreadCount(): void {
  epoch += 1;
  clearTimeout(debounceTimer);
  debounceTimer = undefined;
  isForcePending = false;
  lastFetchAt = null;
  countAt = 0;
  useUnreadStore.setState({ count: 0 });
}

/**
 * The unread count for the navbar: 0 when signed out. Asked on sign-in and on each change
 * of page (within the 30 s window), forced on arriving at Messages (the navbar's Messages
 * link) and when the live connection comes back; live totals update it in between.
 */
export function useUnreadMessagesCount(): number {
  const userId = useSession((state) => (state.isAuthenticated ? state.user?.id : undefined));
  const { pathname } = useLocation();
  const count = useUnreadStore((state) => state.count);

  useEffect(() => {
    if (!userId) return;
    const unsubscribers = [
      subscribeLive('unread', ({ total }) => setLiveUnreadCount(total)),
      onLiveResume(() => requestUnreadCount({ force: true })),
    ];
    return () => {
      unsubscribers.forEach((unsubscribe) => unsubscribe());
      resetUnreadCount();
    };
  }, [userId]);

  useEffect(() => {
    if (userId) requestUnreadCount({ force: pathname === paths.messages });
  }, [userId, pathname]);

  return userId ? count : 0;
}
