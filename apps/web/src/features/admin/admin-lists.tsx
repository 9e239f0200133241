import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { formatShortDate, formatTime } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';

// What every list of the console shares: its skeleton, its failure, 'Load more', and its times.

/** Placeholder cards at the size of the real ones while a list loads. */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <ul className="flex flex-col gap-3" aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => (
        <li key={index}>
          <Skeleton className="h-28 rounded-card" />
        </li>
      ))}
    </ul>
  );
}

export function LoadFailed({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  const { t } = useTranslation('trust');
  return (
    <div className="flex flex-col items-start gap-3 rounded-card border border-red-200 bg-red-50 p-4">
      <p role="alert" className="text-sm font-medium text-red-800">
        {t('admin.loadFailed')}
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry} isLoading={isRetrying}>
        {t('admin.retry')}
      </Button>
    </div>
  );
}

/** 'Load more' under a list read page by page, and why the last page did not come. */
export function LoadMore({ pages }: { pages: { hasNextPage: boolean; isFetchingNextPage: boolean; isFetchNextPageError: boolean; fetchNextPage: () => unknown } }) {
  const { t } = useTranslation('trust');
  if (!pages.hasNextPage) return null;
  return (
    <div className="mt-6 flex flex-col items-center gap-2">
      {pages.isFetchNextPageError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {t('admin.loadFailed')}
        </p>
      )}
      <Button variant="secondary" onClick={() => void pages.fetchNextPage()} isLoading={pages.isFetchingNextPage}>
        {t('admin.loadMore')}
      </Button>
    </div>
  );
}

/** A moment as lists show it, `28 Nov 2026, 9:30 am`, in Kenyan time. */
export function formatWhen(iso: string): string {
  const date = new Date(iso);
  return `${formatShortDate(date, { year: true })}, ${formatTime(date)}`;
}

/** A moment in a line of text, machine-readable too. */
export function When({ iso, children }: { iso: string; children?: ReactNode }) {
  return <time dateTime={iso}>{children ?? formatWhen(iso)}</time>;
}
