import { OrdersPage } from '../features/orders/orders-page';
import { useOrderCompanions } from './order-companions';

/** /orders with Chat with Seller and the catalogue refresh after a review. */
export function OrdersRoute() {
  const { handlers, dialogs } = useOrderCompanions();
  return (
    <>
      <OrdersPage {...handlers} />
      {dialogs}
    </>
  );
}
