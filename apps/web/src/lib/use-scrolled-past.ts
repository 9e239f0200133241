import { useEffect, useState } from 'react';

/**
 * True once the page is scrolled further down than `offsetPx`. Re-renders only when that flips.
 * False at first, as in the server's rendering of the page, and corrected once mounted.
 */
export function useScrolledPast(offsetPx: number): boolean {
  const [isPast, setIsPast] = useState(false);
  useEffect(() => {
    const update = () => setIsPast(window.scrollY > offsetPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offsetPx]);
  return isPast;
}
