import { useParams } from 'react-router';
import { useOrder } from '../features/orders/api/get-order';
import { canReportProblem } from '../features/orders/payment-model';
import { DisputePage } from '../features/disputes/dispute-page';

/**
 * /orders/:orderId/dispute: the buyer's report and both sides' statements. The order and who
 * may report about it are the orders feature's; the dispute is the disputes feature's.
 */
export function DisputeRoute() {
  const orderId = useParams().orderId ?? '';
  const order = useOrder(orderId);
  return <DisputePage orderId={orderId} order={order} canReport={order.data ? canReportProblem(order.data) : false} />;
}
