import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A calm, centred message for "nothing here" and "not found" states, with an optional action. */
export function EmptyState({
  icon,
  title,
  children,
  action,
  className,
  headingLevel = 2,
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
  headingLevel?: 1 | 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cn('mx-auto flex max-w-md flex-col items-center px-4 py-12 text-center', className)}>
      {icon && (
        <div className="mb-4 grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading className="text-xl font-bold text-ink">{title}</Heading>
      {children && <div className="mt-2 text-muted">{children}</div>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
