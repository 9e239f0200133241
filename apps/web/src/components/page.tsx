import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/use-page-title';
import { cn } from '../lib/cn';
import { Skeleton } from './ui/skeleton';

/** The content column every page sits in. */
export function Page({ children, className, width = 'wide' }: { children: ReactNode; className?: string; width?: 'wide' | 'narrow' }) {
  return (
    <div className={cn('mx-auto w-full px-4 py-8 sm:px-6 lg:py-12', width === 'wide' ? 'max-w-6xl' : 'max-w-xl', className)}>
      {children}
    </div>
  );
}

/** The page's one h1, its lead line and actions. Also names the browser tab after the page. */
export function PageHeader({ title, lead, actions, eyebrow }: { title: string; lead?: ReactNode; actions?: ReactNode; eyebrow?: ReactNode }) {
  usePageTitle(title);
  return (
    <header className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        {eyebrow}
        <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{title}</h1>
        {lead && <p className="mt-2 max-w-2xl text-lg text-muted">{lead}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </header>
  );
}

/** Shown while a page's code downloads: the usual header and a grid of cards, at their real sizes. */
export function PageSkeleton() {
  return (
    <Page>
      <div className="mb-8">
        <Skeleton className="h-10 w-64 max-w-full" />
        <Skeleton className="mt-3 h-6 w-96 max-w-full" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2, 3, 4, 5].map((index) => (
          <Skeleton key={index} className="h-40 rounded-card" />
        ))}
      </div>
    </Page>
  );
}

/** A white rounded panel. */
export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('rounded-card border border-line bg-white p-5 shadow-card', className)}>{children}</div>;
}
