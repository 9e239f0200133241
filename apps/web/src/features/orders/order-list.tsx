import { CircleAlert, Inbox } from 'lucide-react';
import type { Order } from '@fundi/shared';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { OrderCard, OrderCardSkeleton, type OrderCardHandlers } from './order-card';
import { useTranslation } from '../../lib/i18n';
import { addSignedInWords } from '../../lib/signed-in-words';

addSignedInWords();

export interface OrderListProps extends OrderCardHandlers {
  orders: readonly Order[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  emptyText: string;
  /** Placeholders while loading: as many as the list will likely show. */
  skeletons?: number;
  hasMarker?: boolean;
  /** Grid classes for the columns (the dashboard uses two, the orders page three). */
  columns?: string;
}

/**
 * A grid of order cards with its three other states: skeletons while loading, docs/product.md §8's
 * 'Failed to load orders. Please try again.' with a Retry (kept on screen: a 2 s toast is
 * easy to miss on a slow connection), and the section's empty text.
 */
export function OrderList({
  orders,
  isLoading,
  isError,
  onRetry,
  emptyText,
  skeletons = 2,
  hasMarker,
  columns = 'sm:grid-cols-2',
  onChat,
}: OrderListProps) {
  const { t } = useTranslation();
  const grid = cn('grid gap-4', columns);
  if (isLoading) {
    return (
      <div className={grid} aria-busy="true">
        <span className="sr-only">{t('common.loading')}</span>
        {Array.from({ length: skeletons }, (_, index) => (
          <OrderCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (isError && !orders) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-control border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
        <CircleAlert className="size-5 shrink-0" aria-hidden="true" />
        <span className="flex-1">{t('orders.loadFailed')}</span>
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {t('orders.retry')}
        </Button>
      </div>
    );
  }
  if (!orders || orders.length === 0) {
    return (
      <p className="flex items-center gap-3 rounded-control border border-dashed border-stone-300 bg-surface px-4 py-4 text-muted">
        <Inbox className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
        {emptyText}
      </p>
    );
  }
  return (
    <ul className={grid}>
      {orders.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} hasMarker={hasMarker} onChat={onChat} />
        </li>
      ))}
    </ul>
  );
}
