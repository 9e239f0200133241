import { useEffect, useState } from 'react';

/**
 * Which slide shows: the next one every `intervalMs` unless paused. Picking a slide by hand
 * restarts the wait, so the chosen slide gets its full time.
 */
export function useSlideshow(count: number, { intervalMs, isPaused }: { intervalMs: number; isPaused: boolean }) {
  const [active, setActive] = useState(0);
  useEffect(() => {
    if (isPaused || count < 2) return;
    const timer = window.setTimeout(() => setActive((current) => (current + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [active, count, intervalMs, isPaused]);
  return { active, show: setActive };
}
