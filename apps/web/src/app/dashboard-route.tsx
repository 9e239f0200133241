import { DashboardPage } from '../features/dashboard/dashboard-page';
import { NewOrdersToDeliverSection, OrderHistorySection, YourOrdersSection } from '../features/orders/dashboard-order-sections';
import { PaymentSummaryCard } from '../features/orders/payment-summary-card';
import { useOrderCompanions } from './order-companions';

/** /dashboard: the dashboard with the orders feature's sections; Your Services awaits the sellers issue. */
export function DashboardRoute() {
  const { handlers, dialogs } = useOrderCompanions();
  return (
    <>
      <DashboardPage
        slots={{
          payments: <PaymentSummaryCard />,
          newOrders: <NewOrdersToDeliverSection {...handlers} />,
          yourOrders: <YourOrdersSection {...handlers} />,
          history: <OrderHistorySection {...handlers} />,
        }}
      />
      {dialogs}
    </>
  );
}
