import { useEffect, useRef } from 'react';
import type { LiveEvent } from '@fundi/shared';

// Live updates (docs/decisions/0037-live-updates.md): one WebSocket per tab (live-socket.ts) pushes
// new messages, read receipts, unread totals and order changes. Features subscribe here by event
// type.

export type LiveEventType = LiveEvent['type'];
export type LiveEventOf<Type extends LiveEventType> = Extract<LiveEvent, { type: Type }>;

type Listener = (event: LiveEvent) => void;

const listenersByType = new Map<LiveEventType, Set<Listener>>();
const resumeListeners = new Set<() => void>();

/** Calls `listener` with every live event of `type`; returns the unsubscribe function. */
export function subscribeLive<Type extends LiveEventType>(type: Type, listener: (event: LiveEventOf<Type>) => void): () => void {
  const listeners = listenersByType.get(type) ?? new Set<Listener>();
  listenersByType.set(type, listeners);
  const typed = listener as Listener;
  listeners.add(typed);
  return () => listeners.delete(typed);
}

/**
 * Calls `listener` when the socket is back after being lost (network drop, sleeping phone,
 * server restart): events may have been missed meanwhile, so what they keep fresh must be
 * fetched again.
 */
export function onLiveResume(listener: () => void): () => void {
  resumeListeners.add(listener);
  return () => resumeListeners.delete(listener);
}

/** For the socket only: hands one event to its subscribers. */
export function publishLive(event: LiveEvent): void {
  listenersByType.get(event.type)?.forEach((listener) => listener(event));
}

/** For the socket only: the connection is back after a loss. */
export function publishLiveResume(): void {
  resumeListeners.forEach((listener) => listener());
}

/** React's way to subscribe: `handler` may change on every render without resubscribing. */
export function useLiveEvent<Type extends LiveEventType>(type: Type, handler: (event: LiveEventOf<Type>) => void, isEnabled = true): void {
  const handlerRef = useRef(handler);
  useEffect(() => {
    handlerRef.current = handler;
  });
  useEffect(() => {
    if (!isEnabled) return;
    return subscribeLive(type, (event) => handlerRef.current(event));
  }, [type, isEnabled]);
}
