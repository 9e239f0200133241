import { useEffect, useRef, useState } from 'react';

/**
 * Whether an element has come within `margin` of the screen (once true, it stays true), for
 * work only worth doing when someone scrolls there. Without IntersectionObserver (no browser
 * the app supports; jsdom) it stays false.
 */
export function useNearScreen<T extends Element>(margin = '400px') {
  const ref = useRef<T>(null);
  const [isNear, setIsNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (isNear || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear, margin]);

  return { ref, isNear };
}
