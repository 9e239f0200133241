import { cn } from '../../lib/cn';

/**
 * A shimmering placeholder block. Always give it the size of what it stands for
 * (h-*, w-*), so nothing moves when the real content arrives.
 */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn('shimmer rounded-md', className)}
    />
  );
}
