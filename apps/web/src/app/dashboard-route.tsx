import { DashboardPage } from '../features/dashboard/dashboard-page';
import { NewOrdersToDeliverSection, OrderHistorySection, YourOrdersSection } from '../features/orders/dashboard-order-sections';
import { PaymentSummaryCard } from '../features/orders/payment-summary-card';
import { YourServicesSection } from '../features/sellers/your-services-section';
import { useOrderCompanions } from './order-companions';

/** /dashboard: the dashboard with the sellers feature's Your Services and the orders feature's sections. */
export function DashboardRoute() {
  const { handlers, dialogs } = useOrderCompanions();
  return (
    <>
      <DashboardPage
        slots={{
          payments: <PaymentSummaryCard />,
          services: <YourServicesSection />,
          newOrders: <NewOrdersToDeliverSection {...handlers} />,
          yourOrders: <YourOrdersSection {...handlers} />,
          history: <OrderHistorySection {...handlers} />,
        }}
      />
      {dialogs}
    </>
  );
}
