import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';

/**
 * Fades and lifts its content in the first time it scrolls into view (docs/product.md §2: sections
 * animate into view). Content is simply there for people who prefer reduced motion, and
 * where IntersectionObserver is missing.
 */
export function Reveal({ children, className, delayMs = 0 }: { children: ReactNode; className?: string; delayMs?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const prefersReducedMotion = usePrefersReducedMotion();
  const [hasEntered, setHasEntered] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (hasEntered || prefersReducedMotion || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setHasEntered(true);
          observer.disconnect();
        }
      },
      { rootMargin: '0px 0px -8% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasEntered, prefersReducedMotion]);

  const isAnimated = !prefersReducedMotion;
  return (
    <div
      ref={ref}
      data-revealed={hasEntered || prefersReducedMotion}
      style={isAnimated && delayMs ? { transitionDelay: `${delayMs}ms` } : undefined}
      className={cn(
        isAnimated && 'transition-[opacity,translate] duration-700 ease-out',
        isAnimated && !hasEntered && 'translate-y-6 opacity-0',
        className,
      )}
    >
      {children}
    </div>
  );
}
