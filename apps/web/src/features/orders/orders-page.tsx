import { Page, PageHeader } from '../../components/page';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { useSession } from '../../lib/session';
import { useOrderPages } from './api/get-orders';
import { BookingFloods } from './booking-floods';
import type { OrderFilters } from './api/order-keys';
import type { OrderCardHandlers } from './order-card';
import { OrderList } from './order-list';
import { PaymentSummaryCard } from './payment-summary-card';
import { useTranslation } from '../../lib/i18n';
import { addSignedInWords } from '../../lib/signed-in-words';
import { useElementId } from '../../lib/element-id';

addSignedInWords();

const threeColumns = 'sm:grid-cols-2 lg:grid-cols-3';

/**
 * docs/product.md §2 Your Orders (/orders): the open orders ('New Requests' on the seller's side,
 * 'Pending Orders' on the buyer's, each with a count badge) and the Order History, three
 * columns on wide screens, each list continued with 'Load more'. A 'both' account sees both
 * open lists. The lifecycle table decides the buttons on each card, so Accept and Decline
 * appear on every order where the person is the seller (docs/decisions/0028-order-lifecycle.md).
 */
export function OrdersPage(handlers: OrderCardHandlers) {
  const { t } = useTranslation();
  const user = useSession((state) => state.user);
  if (!user) return null; // the route guard only lets signed-in users in
  const isBuyer = user.role !== 'seller';
  return (
    <Page>
      <PageHeader title={t('orders.title')} lead={t('orders.lead')} />
      <div className="flex flex-col gap-10">
        <PaymentSummaryCard />
        {user.isSeller && (
          <OrdersSection
            {...handlers}
            title={t('orders.newRequests')}
            filters={{ role: 'seller', state: 'active' }}
            emptyText={t('orders.noRequests')}
            hasCount
            showsFloods
          />
        )}
        {isBuyer && (
          <OrdersSection
            {...handlers}
            title={t('orders.pendingOrders')}
            filters={{ role: 'buyer', state: 'active' }}
            emptyText={t('orders.noPending')}
            hasCount
          />
        )}
        <OrdersSection {...handlers} title={t('orders.history')} filters={{ state: 'history' }} emptyText={t('orders.noHistory')} />
      </div>
    </Page>
  );
}

function OrdersSection({
  title,
  filters,
  emptyText,
  hasCount = false,
  showsFloods = false,
  ...handlers
}: { title: string; filters: OrderFilters; emptyText: string; hasCount?: boolean; showsFloods?: boolean } & OrderCardHandlers) {
  const { t } = useTranslation();
  const headingId = useElementId();
  const pages = useOrderPages(filters);
  const orders = pages.data?.pages.flatMap((page) => page.orders);
  const total = pages.data?.pages[0]?.total;
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-4 flex items-center gap-3">
        <h2 id={headingId} className="text-2xl font-bold text-ink">
          {title}
        </h2>
        {hasCount && total !== undefined && (
          <Badge tone={total > 0 ? 'orange' : 'grey'}>
            <span aria-hidden="true">{total}</span>
            <span className="sr-only">{t('orders.count', { count: total })}</span>
          </Badge>
        )}
      </div>
      {showsFloods && <BookingFloods orders={orders} />}
      <OrderList
        {...handlers}
        orders={orders}
        isLoading={pages.isPending}
        isError={pages.isError}
        onRetry={() => void pages.refetch()}
        emptyText={emptyText}
        skeletons={3}
        columns={threeColumns}
        hasMarker
      />
      {pages.hasNextPage && (
        <div className="mt-6 flex flex-col items-center gap-2">
          {pages.isFetchNextPageError && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {t('orders.loadFailed')}
            </p>
          )}
          <Button variant="secondary" onClick={() => void pages.fetchNextPage()} isLoading={pages.isFetchingNextPage}>
            {t('orders.loadMore')}
          </Button>
        </div>
      )}
    </section>
  );
}
