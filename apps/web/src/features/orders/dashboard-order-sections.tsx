import { DASHBOARD_PREVIEW_COUNT, type Order } from '@fundi/shared';
import { CollapsibleSection } from '../../components/collapsible-section';
import { ButtonLink } from '../../components/ui/button-link';
import { paths } from '../../lib/paths';
import { useOrders } from './api/get-orders';
import { useSellerOrders } from './api/get-seller-orders';
import type { OrderCardHandlers } from './order-card';
import { OrderList } from './order-list';
import { yourOrdersEmptyKey } from './order-model';
import { useTranslation } from '../../lib/i18n';
import { addSignedInWords } from '../../lib/signed-in-words';

addSignedInWords();

// The dashboard's order sections (docs/product.md §2). Which of them a person sees is the dashboard's
// rule (dashboard-sections.ts); what each one holds is decided here.

const activeBuyerOrders = { role: 'buyer', state: 'active' } as const;
/** Every finished order of the caller: a buyer's, a seller's, or both for a 'both' account. */
const finishedOrders = { state: 'history' } as const;

/** 'View all (n)' to /orders, only when the section shows fewer than there are. */
function ViewAll({ total, shown }: { total: number; shown: number }) {
  const { t } = useTranslation();
  if (total <= shown) return null;
  return (
    <ButtonLink to={paths.orders} variant="ghost" size="sm">
      {t('orders.viewAll', { count: total })}
    </ButtonLink>
  );
}

/** Sellers: active orders (pending, accepted, in progress), the first 4. */
export function NewOrdersToDeliverSection(handlers: OrderCardHandlers) {
  const { t } = useTranslation();
  const sellerOrders = useSellerOrders();
  const shown = DASHBOARD_PREVIEW_COUNT.newOrders;
  return (
    <CollapsibleSection
      title={t('orders.newOrdersToDeliver')}
      action={<ViewAll total={sellerOrders.data?.newOrdersCount ?? 0} shown={shown} />}
    >
      <OrderList
        {...handlers}
        orders={sellerOrders.data?.newOrders.slice(0, shown)}
        isLoading={sellerOrders.isPending}
        isError={sellerOrders.isError}
        onRetry={() => void sellerOrders.refetch()}
        emptyText={t('orders.noNewOrders')}
      />
    </CollapsibleSection>
  );
}

/** Buyers: their own active orders, the first 4, each with Chat with Seller. */
export function YourOrdersSection(handlers: OrderCardHandlers) {
  const { t } = useTranslation();
  const active = useOrders(activeBuyerOrders);
  const history = useOrders(finishedOrders);
  const shown = DASHBOARD_PREVIEW_COUNT.buyerOrders;
  const hasNoActive = active.data?.total === 0;
  const hasAnyBuyerOrder = !hasNoActive || hasBuyerOrder(history.data?.orders);
  return (
    <CollapsibleSection title={t('orders.yourOrders')} action={<ViewAll total={active.data?.total ?? 0} shown={shown} />}>
      <OrderList
        {...handlers}
        orders={active.data?.orders.slice(0, shown)}
        // The empty text depends on the history too ('No orders found.' vs 'No active orders').
        isLoading={active.isPending || (hasNoActive && history.isPending)}
        isError={active.isError}
        onRetry={() => void active.refetch()}
        emptyText={t(`orders.${yourOrdersEmptyKey(hasAnyBuyerOrder)}`)}
      />
    </CollapsibleSection>
  );
}

/** Completed, rejected and cancelled orders, the first 5; buyers may review completed ones here. */
export function OrderHistorySection(handlers: OrderCardHandlers) {
  const { t } = useTranslation();
  const history = useOrders(finishedOrders);
  const shown = DASHBOARD_PREVIEW_COUNT.history;
  return (
    <CollapsibleSection title={t('orders.history')} action={<ViewAll total={history.data?.total ?? 0} shown={shown} />}>
      <OrderList
        {...handlers}
        orders={history.data?.orders.slice(0, shown)}
        isLoading={history.isPending}
        isError={history.isError}
        onRetry={() => void history.refetch()}
        emptyText={t('orders.noHistory')}
      />
    </CollapsibleSection>
  );
}

function hasBuyerOrder(orders: readonly Order[] | undefined): boolean {
  return Boolean(orders?.some((order) => order.role === 'buyer'));
}
