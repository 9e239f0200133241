import { useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../lib/cn';
import { useElementId } from '../lib/element-id';

/**
 * A titled section whose content folds away (docs/product.md §2 dashboard sections). The title is a
 * heading holding a disclosure button, so it reads as both in a screen reader's lists;
 * `action` (e.g. 'View all (n)') sits beside it and stays visible when folded.
 */
export function CollapsibleSection({
  title,
  action,
  children,
  isInitiallyOpen = true,
  className,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  isInitiallyOpen?: boolean;
  className?: string;
}) {
  const [isOpen, setIsOpen] = useState(isInitiallyOpen);
  const contentId = useElementId();
  const headingId = useElementId();
  return (
    <section aria-labelledby={headingId} className={cn('rounded-card border border-line bg-white shadow-card', className)}>
      <div className="flex items-center justify-between gap-1 py-2 pr-2 pl-1 sm:pr-4 sm:pl-2">
        <h2 id={headingId} className="min-w-0 text-lg font-bold text-ink">
          <button
            type="button"
            aria-expanded={isOpen}
            aria-controls={contentId}
            onClick={() => setIsOpen((open) => !open)}
            className="flex min-h-11 items-center gap-1.5 rounded-control px-2 text-left hover:bg-stone-100"
          >
            <ChevronDown className={cn('size-5 shrink-0 text-muted transition-transform', !isOpen && '-rotate-90')} aria-hidden="true" />
            {title}
          </button>
        </h2>
        {action}
      </div>
      <div id={contentId} hidden={!isOpen} className="border-t border-line p-3 sm:p-5">
        {children}
      </div>
    </section>
  );
}
