import { useCallback, useEffect, useRef } from 'react';

/** `schedule(fn, ms)` for timed redirects; anything still pending is cancelled when the page goes away. */
export function useTimeout() {
  const timers = useRef<number[]>([]);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);
  return useCallback((callback: () => void, delayMs: number) => {
    timers.current.push(window.setTimeout(callback, delayMs));
  }, []);
}
